/*
 * 200 cross-site scripting payloads for the comment tests: 40 classic vectors (script tags,
 * event handlers, javascript: and data: URLs, mutation and parser-confusion tricks, template
 * injection), each in 5 contexts (alone, inside text, breaking out of attributes, closing the
 * surrounding element, closing a <textarea>/<title>).
 */
const vectors = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<img src="x" onerror="&#97;&#108;&#101;&#114;&#116;(1)">',
  "<IMG SRC=JaVaScRiPt:alert(1)>",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<iframe src=javascript:alert(1)></iframe>",
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  "<body onload=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  "<video><source onerror=alert(1)></video>",
  "<audio src=x onerror=alert(1)>",
  "<object data=javascript:alert(1)></object>",
  "<embed src=javascript:alert(1)>",
  '<a href="javascript:alert(1)">click me</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  "<form action=javascript:alert(1)><button>go</button></form>",
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
  "<template><img src=x onerror=alert(1)></template>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<!--<script>alert(1)</script>-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  '<div style="background:url(javascript:alert(1))">styled</div>',
  "<style>*{background:red}</style><b>styled</b>",
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  "<marquee onstart=alert(1)>scroll</marquee>",
  "<x contenteditable onblur=alert(1)>lose focus</x>",
  "<table background=javascript:alert(1)><tr><td>cell</td></tr></table>",
  "javascript:alert(1)",
  "';alert(1);//",
  '";alert(1);//',
  "{{constructor.constructor('alert(1)')()}}",
  "${alert(1)}",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "<img src=x:alert(alt) onerror=eval(src) alt=1>",
];

const contexts: ((vector: string) => string)[] = [
  (vector) => vector,
  (vector) => `Nice write-up! ${vector} Thanks.`,
  (vector) => `"'><${vector}`,
  (vector) => `</p></li></ol>${vector}<ol><li><p>`,
  (vector) => `</textarea></title>${vector}`,
];

export const xssPayloads: readonly string[] = contexts.flatMap((context) => vectors.map((vector) => context(vector)));
