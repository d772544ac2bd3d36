import type { PageLocale } from '../locales';
import ar from './ar';
import de from './de';
import en, { type PageTexts } from './en';
import es from './es';
import fa from './fa';
import fr from './fr';
import he from './he';
import it from './it';
import ja from './ja';
import ko from './ko';
import nl from './nl';
import pl from './pl';
import ptBR from './pt-BR';
import uk from './uk';
import zhCN from './zh-CN';

export type { PageTextKey, PageTexts } from './en';

/** Every language's texts of the instance's pages. */
export const PAGE_TEXTS: Record<PageLocale, PageTexts> = {
  en,
  de,
  fr,
  es,
  'pt-BR': ptBR,
  it,
  nl,
  pl,
  uk,
  ja,
  'zh-CN': zhCN,
  ko,
  ar,
  fa,
  he,
};
