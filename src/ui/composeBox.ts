/**
 * The compose box on screen, if any: the deck's compose column has one; the single column and a phone
 * do not, and a compose action there opens the compose page (/publish) instead.
 */
export const composeBoxOnScreen = () =>
  document.querySelector<HTMLTextAreaElement>('.compose-form__textarea');
