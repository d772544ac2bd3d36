// The icon sprite's URL, built from icons.json by webpack/material-symbols-sprite-loader.js.
declare module '*/icons.json?sprite' {
  const url: string;
  export default url;
}
