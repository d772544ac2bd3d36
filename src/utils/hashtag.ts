/** A hashtag's name without the "#" some servers put in it (snac's tags are named "#tag"). */
export const bareTag = (name: string) => name.replace(/^#+/, '');

/** A hashtag as shown: one "#" before its name, whatever the server sent. */
export const hashtagLabel = (name: string) => `#${bareTag(name)}`;
