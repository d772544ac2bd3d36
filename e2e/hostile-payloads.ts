// Script-injection payloads for the hostile-content test. Each one, if a browser ever ran it, calls
// alert() or sets window.__xss: the test traps both. Built from the usual families (event handlers
// on many elements, script and javascript: URLs in every attribute that takes one, entity and
// whitespace obfuscation, SVG and MathML, mutation and template tricks) so they are all distinct.

const RUN = 'alert(1)';
const FLAG = 'window.__xss=1';

const HANDLER_ELEMENTS = [
  'img src=x',
  'svg',
  'body',
  'video src=x',
  'audio src=x',
  'input autofocus',
  'details open',
  'iframe',
  'object data=x',
  'embed src=x',
  'marquee',
  'select autofocus',
  'textarea autofocus',
  'button autofocus',
  'div tabindex=0 autofocus',
  'a href=#',
  'style',
  'link rel=stylesheet href=x',
  'math',
  'table background=x',
];
const HANDLERS = ['onerror', 'onload', 'onfocus', 'onmouseover', 'ontoggle', 'onstart', 'onanimationstart'];

function handlerPayloads(): string[] {
  const out: string[] = [];
  HANDLER_ELEMENTS.forEach((element, i) => {
    // Three handlers per element, rotating, with the two kinds of script.
    for (let k = 0; k < 3; k += 1) {
      const handler = HANDLERS[(i + k) % HANDLERS.length];
      const tag = element.split(' ')[0];
      out.push(`<${element} ${handler}="${k % 2 ? FLAG : RUN}">${tag === 'img' ? '' : `x</${tag}>`}`);
    }
  });
  return out;
}

const URL_SCHEMES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java&#x09;script:alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  '&#x6A;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
];
const URL_ATTRIBUTES = [
  (u: string) => `<a href="${u}">click</a>`,
  (u: string) => `<iframe src="${u}"></iframe>`,
  (u: string) => `<form action="${u}"><button>go</button></form>`,
  (u: string) => `<button formaction="${u}">go</button>`,
  (u: string) => `<svg><a xlink:href="${u}"><text y="20">x</text></a></svg>`,
];

function urlPayloads(): string[] {
  const out: string[] = [];
  URL_SCHEMES.forEach((scheme, i) => {
    out.push(URL_ATTRIBUTES[i % URL_ATTRIBUTES.length](scheme));
    out.push(URL_ATTRIBUTES[(i + 2) % URL_ATTRIBUTES.length](scheme));
  });
  return out;
}

const CLASSICS = [
  `<script>${RUN}</script>`,
  `<SCRIPT>${FLAG}</SCRIPT>`,
  `<script src="data:text/javascript,${RUN}"></script>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `"><script>${RUN}</script>`,
  `'><img src=x onerror=${RUN}>`,
  `</p><img src=x onerror="${FLAG}">`,
  `<img src="x" onerror="&#97;lert(1)">`,
  `<img src=x:x onerror=eval(atob('YWxlcnQoMSk='))>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"/></svg>`,
  `<svg><set attributeName="onmouseover" to="${RUN}"/></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${RUN}'/></svg>#x"/></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${FLAG}"></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></noscript>`,
  `<iframe srcdoc="<script>parent.${FLAG}</script>"></iframe>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="javascript:${RUN}//">`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<div style="background:url(javascript:${RUN})">css</div>`,
  `<div style="width:expression(${RUN})">ie</div>`,
  `<style>@import 'javascript:${RUN}';</style>`,
  `<link rel="import" href="data:text/html,<script>${RUN}</script>">`,
  `<template><img src=x onerror=${RUN}></template>`,
  `<img srcset="x 1x" onerror="${FLAG}">`,
  `<video><source onerror="${RUN}"></video>`,
  `<input type="image" src=x onerror="${RUN}">`,
  `<isindex type=image src=1 onerror=${RUN}>`,
  `<keygen autofocus onfocus=${RUN}>`,
  `{{constructor.constructor('${RUN}')()}}`,
  `\${${RUN}}`,
  `<a href="#" onclick="${FLAG}">click me</a>`,
  `<img src=x onerror=${RUN}//`,
  `<img/src=x/onerror=${RUN}>`,
  `<img src=x onerror\u000b=${RUN}>`,
  `<<img src=x onerror=${RUN}>>`,
  `<!--<img src="--><img src=x onerror=${RUN}//">`,
  `<xmp><p title="</xmp><img src=x onerror=${RUN}>">`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${RUN} src>">`,
];

/** At least 100 distinct payloads. */
export const PAYLOADS: readonly string[] = [
  ...new Set([...handlerPayloads(), ...urlPayloads(), ...CLASSICS]),
];

/** URLs a hostile server might put in any URL field. */
export const HOSTILE_URLS: readonly string[] = URL_SCHEMES;
