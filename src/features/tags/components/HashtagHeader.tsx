import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { selectCurrentAccountId } from '../../auth/public';
import { tagsIntents } from '../intents';
import { selectTag, selectTagBusy } from '../slice';
import { tagMessages } from './tagMessages';
import { TagUsage } from './TagUsage';

/** Above a hashtag's posts: how much it is used, and following and featuring it. */
export default function HashtagHeader({ name }: { name: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => !!selectCurrentAccountId(state));
  const tag = useAppSelector((state) => selectTag(state, name));
  const busy = useAppSelector((state) => selectTagBusy(state, name));

  useEffect(() => {
    dispatch(tagsIntents.fetchRequested({ name }));
  }, [dispatch, name]);

  if (!tag) return null;
  // Servers before Mastodon 4.4 do not say whether a tag is featured: no button is offered there.
  const canFeature = signedIn && typeof tag.featuring === 'boolean';
  return (
    <div className="hashtag-header">
      <TagUsage tag={tag} />
      {signedIn && (
        <div className="hashtag-header__actions">
          {canFeature && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => dispatch(tagsIntents.featureRequested({ name, feature: !tag.featuring }))}
            >
              {intl.formatMessage(tag.featuring ? tagMessages.unfeature : tagMessages.feature)}
            </Button>
          )}
          <Button
            variant={tag.following ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() => dispatch(tagsIntents.followRequested({ name, follow: !tag.following }))}
          >
            {intl.formatMessage(tag.following ? tagMessages.unfollow : tagMessages.follow)}
          </Button>
        </div>
      )}
    </div>
  );
}
