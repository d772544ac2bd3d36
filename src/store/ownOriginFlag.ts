/**
 * Whether this page's origin hosts an instance, as the signed-out start-up found (a fact of the page,
 * like its origin): true until a visitor's start-up has asked (`store/ownOrigin.ts`), and for every
 * signed-in session. Its own module, so that the views asking it do not load how it is found.
 */
let instanceHere = true;

export const ownOriginIsInstanceHere = () => instanceHere;

export function setOwnOriginIsInstance(value: boolean) {
  instanceHere = value;
}
