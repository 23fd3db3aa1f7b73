// Class names imitate the real site's hashed ones on purpose: the adapter must find things by
// text, role and ARIA, never by these names.
export const DEEPSEEK_CSS = String.raw`
*{box-sizing:border-box}
html,body{margin:0;height:100%;font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#262626;background:#fff}
body{overflow:hidden}
#root{display:flex;height:100vh;width:100vw}
.c7f1a2e{width:260px;flex:none;background:#f9fbff;border-right:1px solid #eef1f6;display:flex;flex-direction:column;padding:14px 12px}
._5d1e2a0{font-size:22px;font-weight:700;color:#4d6bfe;letter-spacing:.5px;padding:4px 8px 14px}
._3b8f0e1{display:flex;align-items:center;gap:6px;background:#dbeafe;color:#4d6bfe;border-radius:12px;padding:9px 12px;cursor:pointer;font-size:14px;width:fit-content}
._a0c4d91{margin-top:18px;flex:1;overflow:auto}
._4e2d8c3{font-size:12px;color:#8b8b8b;padding:4px 8px}
._h1e0b3{font-size:14px;padding:8px 10px;border-radius:10px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;cursor:pointer}
._h1e0b3:hover{background:#eff3fe}
._b72e9a4{font-size:13px;color:#555;padding:10px 8px;border-top:1px solid #eef1f6}
.e94b0d3{flex:1;display:flex;flex-direction:column;min-width:0;position:relative}
._m0bar{display:none}
.a1d0c6e{flex:1;overflow-y:auto;padding:24px 0 16px}
.b8e2f4a{max-width:760px;margin:12vh auto 0;text-align:center}
._w1{font-size:24px;font-weight:600}
._w2{font-size:14px;color:#666;margin-top:10px}
.f3c9d1b{max-width:800px;margin:0 auto;padding:0 24px}
._9663006{display:flex;justify-content:flex-end;margin:20px 0}
._9663006 ._u7b1{background:#eff6ff;border-radius:14px;padding:10px 16px;max-width:80%;white-space:pre-wrap;font-size:15px;line-height:1.6}
._4f9bf79{display:flex;gap:12px;margin:18px 0 28px}
._av3c{width:30px;height:30px;flex:none;border-radius:50%;border:1px solid #d5e4ff;display:flex;align-items:center;justify-content:center;color:#4d6bfe;font-weight:700;font-size:13px}
._b0d1y{flex:1;min-width:0}
._2c9e1b4{display:inline-flex;align-items:center;gap:6px;font-size:13px;color:#555;background:#f5f5f5;border-radius:10px;padding:6px 12px;margin-bottom:10px;cursor:pointer}
._48edb25{margin-bottom:12px}
._5255ff8{display:inline-flex;align-items:center;gap:6px;font-size:13px;color:#555;background:#f5f5f5;border-radius:10px;padding:6px 12px;cursor:pointer}
.e1675d8b{border-left:2px solid #e5e5e5;color:#8b8b8b;font-size:14px;line-height:1.7;padding:0 0 0 14px;margin:10px 0 0;white-space:pre-wrap}
.e1675d8b[hidden]{display:none}
.ds-markdown{font-size:15px;line-height:1.75;word-break:break-word}
.ds-markdown h1,.ds-markdown h2,.ds-markdown h3{margin:18px 0 8px;line-height:1.4}
.ds-markdown h3{font-size:17px}
.ds-markdown p{margin:8px 0}
.ds-markdown ol,.ds-markdown ul{padding-left:24px;margin:6px 0}
.ds-markdown li{margin:4px 0}
.ds-markdown blockquote{margin:12px 0;padding:4px 14px;border-left:3px solid #d0d7e2;color:#666}
.ds-markdown code{background:#f3f4f6;border-radius:4px;padding:1px 5px;font-size:13px}
.ds-markdown pre{background:#f6f8fa;border-radius:10px;padding:12px;overflow:auto}
.ds-markdown .md-table{overflow-x:auto;margin:10px 0}
.ds-markdown table{border-collapse:collapse;font-size:14px}
.ds-markdown th,.ds-markdown td{border:1px solid #e5e7eb;padding:6px 12px;text-align:left}
.ds-markdown th{background:#f9fafb}
.ds-markdown a{color:#4d6bfe;text-decoration:none}
.ds-markdown sup.ds-cite a{display:inline-block;min-width:16px;height:16px;line-height:16px;border-radius:8px;background:#e8edff;color:#4d6bfe;font-size:10px;text-align:center;margin:0 1px;padding:0 3px}
._err5c1{color:#b42318;background:#fef3f2;border-radius:10px;padding:10px 14px;font-size:14px}
._0d8e1c3{display:flex;flex-direction:column;gap:8px;margin-top:14px;align-items:flex-start}
._fq0b2{font-size:13px;background:#f5f7ff;border:1px solid #e2e8ff;color:#333;border-radius:10px;padding:6px 12px;cursor:pointer}
._965abe9{display:flex;gap:6px;margin-top:10px}
.ds-icon-button{width:30px;height:30px;border-radius:8px;display:inline-flex;align-items:center;justify-content:center;cursor:pointer;color:#666;font-size:14px}
.ds-icon-button:hover{background:#f2f2f2}
.d6a8e70{max-width:800px;width:calc(100% - 48px);margin:0 auto 8px;border:1px solid #dce0e9;border-radius:24px;padding:12px 14px 10px;background:#f3f4f6}
#root[data-ready="false"] .d6a8e70{visibility:hidden}
._c0a1b2{display:flex;align-items:flex-start;gap:8px}
._27c9245{flex:1;border:none;outline:none;resize:none;background:transparent;font-size:15px;line-height:1.6;font-family:inherit;min-height:48px;max-height:200px}
._plus3e{display:none}
._bar9f2{display:flex;align-items:center;justify-content:space-between;margin-top:6px}
.ad2c7f5{display:flex;gap:8px}
.ds-toggle-button{display:inline-flex;align-items:center;gap:5px;border:1px solid #d0d5dd;border-radius:14px;padding:4px 10px;font-size:12px;color:#4c4c4c;cursor:pointer;user-select:none;background:#fff}
.ds-toggle-button--selected{background:#dbeafe;border-color:#007aff26;color:#4d6bfe}
._r8e1c0{display:flex;align-items:center;gap:10px}
._a9f1d0{cursor:pointer;color:#666}
._7436101{width:32px;height:32px;border-radius:50%;background:#4d6bfe;color:#fff;display:flex;align-items:center;justify-content:center;cursor:pointer}
._7436101[aria-disabled="true"]{background:#d6dee8;cursor:default}
._7436101._s0p9{background:#4d6bfe}
._f0c1e9{text-align:center;font-size:12px;color:#a3a3a3;padding-bottom:8px}
._src5b2{position:fixed;right:0;top:0;bottom:0;width:380px;background:#fff;border-left:1px solid #eee;box-shadow:-4px 0 16px #0000000d;overflow:auto;z-index:20;padding:16px}
._src5b2[hidden]{display:none}
._srch1{display:flex;justify-content:space-between;font-weight:600;margin-bottom:12px}
._srcitem{display:block;padding:10px;border-radius:10px;color:inherit;text-decoration:none;margin-bottom:6px}
._srcitem:hover{background:#f5f7ff}
._srcmeta{display:flex;gap:6px;align-items:center;font-size:12px;color:#888}
._srcicon{width:16px;height:16px;border-radius:50%;background:#e8edff;color:#4d6bfe;font-size:10px;display:inline-flex;align-items:center;justify-content:center}
._srctitle{font-size:14px;margin:4px 0;color:#222}
._srcsnip{font-size:12px;color:#777;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.ds-modal-overlay{position:fixed;inset:0;background:#0006;display:flex;align-items:center;justify-content:center;z-index:50}
.ds-modal{background:#fff;border-radius:16px;width:460px;max-width:calc(100vw - 32px);padding:20px}
._mt1{font-size:17px;font-weight:600;display:flex;justify-content:space-between}
._mb2{font-size:14px;color:#555;margin:14px 0;max-height:200px;overflow:auto;background:#f8f9fb;border-radius:10px;padding:10px}
._mf3{display:flex;gap:8px;align-items:center}
._mf3 input{flex:1;border:1px solid #dce0e9;border-radius:10px;padding:8px 10px;font-size:13px;color:#333}
._pb4{background:#4d6bfe;color:#fff;border-radius:10px;padding:8px 14px;font-size:14px;cursor:pointer;white-space:nowrap}
._cf9a2{background:#fff;border-radius:12px;padding:26px;width:340px;text-align:center}
._cft{font-size:17px;font-weight:600;margin-bottom:6px}
._cfs{font-size:13px;color:#666;margin-bottom:16px}
._sl1{position:relative;height:40px;background:#eef1f6;border-radius:20px;font-size:13px;color:#888;display:flex;align-items:center;justify-content:center}
._kn2{position:absolute;left:2px;top:2px;width:36px;height:36px;border-radius:50%;background:#fff;box-shadow:0 1px 4px #0003}
._toast{position:fixed;top:20px;left:50%;transform:translateX(-50%);background:#333;color:#fff;padding:8px 16px;border-radius:8px;font-size:13px;z-index:60}
._sheet8a1[hidden]{display:none}
._sheet8a1{position:fixed;inset:0;z-index:40}
._sbk{position:absolute;inset:0;background:#0005}
._spn{position:absolute;left:0;right:0;bottom:0;background:#fff;border-radius:18px 18px 0 0;padding:12px 16px 28px}
._sgrab{width:36px;height:4px;border-radius:2px;background:#ddd;margin:0 auto 12px}
._mi71c{display:flex;justify-content:space-between;align-items:center;padding:14px 6px;font-size:16px;border-bottom:1px solid #f2f2f2}
._sw5{width:40px;height:24px;border-radius:12px;background:#d9d9d9;position:relative}
._sw5::after{content:"";position:absolute;top:2px;left:2px;width:20px;height:20px;border-radius:50%;background:#fff;transition:left .15s}
[aria-checked="true"] ._sw5{background:#4d6bfe}
[aria-checked="true"] ._sw5::after{left:18px}
body.is-mobile .c7f1a2e{display:none}
body.is-mobile ._m0bar{display:flex;align-items:center;justify-content:space-between;height:48px;padding:0 14px;border-bottom:1px solid #f0f0f0;font-size:16px}
body.is-mobile .a1d0c6e{padding-top:8px}
body.is-mobile .f3c9d1b{padding:0 14px}
body.is-mobile .b8e2f4a{margin-top:22vh;padding:0 20px}
body.is-mobile .d6a8e70{width:calc(100% - 16px);border-radius:20px;margin-bottom:6px;padding:8px 10px}
body.is-mobile ._plus3e{display:flex;width:32px;height:32px;border-radius:50%;border:1px solid #d0d5dd;align-items:center;justify-content:center;font-size:20px;color:#555;flex:none;cursor:pointer;background:#fff}
body.is-mobile ._27c9245{min-height:32px}
body.is-mobile .ad2c7f5{display:none}
body.is-mobile ._a9f1d0{display:none}
body.is-mobile ._bar9f2{margin-top:0;justify-content:flex-end}
body.is-mobile ._src5b2{left:0;width:auto;top:30vh;border-radius:16px 16px 0 0}
body.is-mobile ._9663006 ._u7b1{max-width:90%}
@media (max-width:767px){.c7f1a2e{display:none}}
.si-wrap{min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f5f7fb}
.si-card{background:#fff;border-radius:16px;padding:32px;width:360px;max-width:calc(100vw - 32px);box-shadow:0 4px 24px #0000000f}
.si-card h1{font-size:22px;color:#4d6bfe;margin:0 0 18px}
.si-tabs{display:flex;gap:18px;font-size:14px;margin-bottom:16px}
.si-tabs span{padding-bottom:4px}
.si-tabs span.on{border-bottom:2px solid #4d6bfe;color:#4d6bfe}
.si-card input{width:100%;border:1px solid #dce0e9;border-radius:10px;padding:10px 12px;font-size:14px;margin-bottom:12px}
.si-card [role=button]{background:#4d6bfe;color:#fff;text-align:center;border-radius:10px;padding:10px;cursor:pointer}
.sh-wrap{max-width:800px;margin:0 auto;padding:24px;height:100vh;overflow:auto}
.sh-banner{background:#f5f7ff;border-radius:10px;padding:10px 14px;font-size:13px;color:#4d6bfe;margin-bottom:16px}
`;
