// The look of yuanbao.tencent.com: a light grey sidebar, a white conversation column, a rounded
// input card with pill toggles underneath, Tencent's green accent. Class names follow the real
// page's BEM-like ones where platforms.md names them (agent-chat__…, ql-editor, hyc-…).
export const YUANBAO_CSS = String.raw`
*{box-sizing:border-box}
html,body{margin:0;height:100%;font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2329;background:#fff}
body{overflow:hidden}
#app{display:flex;height:100vh;width:100vw}
.yb-nav{width:248px;flex:none;background:#f3f5f7;display:flex;flex-direction:column;padding:16px 12px}
.yb-nav__logo{display:flex;align-items:center;gap:8px;font-size:20px;font-weight:700;padding:4px 8px 16px}
.yb-nav__logo i{width:28px;height:28px;border-radius:9px;background:linear-gradient(135deg,#36d1a0,#1aa3ff);display:inline-block}
.yb-nav__new{display:flex;align-items:center;justify-content:center;gap:6px;background:#fff;border:1px solid #e3e6ea;border-radius:12px;padding:9px 12px;cursor:pointer;font-size:14px}
.yb-nav__group{margin-top:18px;flex:1;overflow:auto}
.yb-nav__label{font-size:12px;color:#8f959e;padding:4px 8px}
.yb-nav__item{font-size:14px;padding:8px 10px;border-radius:10px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;cursor:pointer}
.yb-nav__item:hover{background:#e8ebef}
.yb-nav__user{display:flex;align-items:center;gap:8px;font-size:13px;color:#444;padding:10px 8px;border-top:1px solid #e3e6ea}
.yb-nav__user i{width:26px;height:26px;border-radius:50%;background:#c9d3dc;display:inline-block}
.yb-main{flex:1;display:flex;flex-direction:column;min-width:0;position:relative}
.yb-topbar{display:none}
.agent-chat__list{flex:1;overflow-y:auto;padding:24px 0 16px}
.yb-welcome{max-width:760px;margin:14vh auto 0;text-align:center}
.yb-welcome__title{font-size:26px;font-weight:600}
.yb-welcome__sub{font-size:14px;color:#646a73;margin-top:10px}
.agent-chat__list__content{max-width:800px;margin:0 auto;padding:0 24px}
.agent-chat__list__item--human{display:flex;justify-content:flex-end;margin:20px 0}
.agent-chat__bubble--human{background:#e8f7f0;border-radius:16px 4px 16px 16px;padding:10px 16px;max-width:80%;white-space:pre-wrap;font-size:15px;line-height:1.6}
.agent-chat__list__item--ai{display:flex;gap:12px;margin:18px 0 28px}
.agent-chat__avatar{width:30px;height:30px;flex:none;border-radius:9px;background:linear-gradient(135deg,#36d1a0,#1aa3ff)}
.agent-chat__bubble--ai{flex:1;min-width:0}
.agent-chat__search-guid-tool{margin-bottom:10px}
.agent-chat__search-guid-tool__source{display:inline-flex;align-items:center;gap:6px;font-size:13px;color:#4e5969;background:#f2f3f5;border-radius:10px;padding:6px 12px;cursor:pointer}
.agent-chat__step{font-size:13px;color:#8f959e;margin-bottom:8px}
.hyc-component-reasoner{margin-bottom:12px}
.hyc-component-reasoner__title{display:inline-flex;align-items:center;gap:6px;font-size:13px;color:#4e5969;background:#f2f3f5;border-radius:10px;padding:6px 12px;cursor:pointer}
.hyc-component-reasoner__text{border-left:2px solid #e5e6eb;color:#86909c;font-size:14px;line-height:1.7;padding:0 0 0 14px;margin:10px 0 0;white-space:pre-wrap}
.hyc-component-reasoner__text[hidden]{display:none}
.hyc-common-markdown{font-size:15px;line-height:1.75;word-break:break-word}
.hyc-common-markdown h1,.hyc-common-markdown h2,.hyc-common-markdown h3{margin:18px 0 8px;line-height:1.4}
.hyc-common-markdown h3{font-size:17px}
.hyc-common-markdown p{margin:8px 0}
.hyc-common-markdown ol,.hyc-common-markdown ul{padding-left:24px;margin:6px 0}
.hyc-common-markdown li{margin:4px 0}
.hyc-common-markdown blockquote{margin:12px 0;padding:4px 14px;border-left:3px solid #d0d7de;color:#646a73}
.hyc-common-markdown table{border-collapse:collapse;margin:10px 0;font-size:14px}
.hyc-common-markdown th,.hyc-common-markdown td{border:1px solid #e5e6eb;padding:6px 10px;text-align:left}
.hyc-common-markdown th{background:#f7f8fa}
.hyc-common-markdown__ref a{display:inline-block;min-width:16px;height:16px;line-height:16px;text-align:center;font-size:11px;color:#fff;background:#b5bcc5;border-radius:8px;text-decoration:none;margin:0 1px;padding:0 4px}
.agent-chat__cards{margin-top:14px}
.agent-chat__cards__title{font-size:14px;font-weight:600;margin:8px 0}
.agent-chat__cards__row{display:flex;gap:10px;overflow-x:auto;padding-bottom:4px}
.agent-chat__video-card,.agent-chat__goods-card{flex:none;width:180px;border:1px solid #e5e6eb;border-radius:12px;overflow:hidden;text-decoration:none;color:inherit;background:#fff}
.agent-chat__video-card__cover,.agent-chat__goods-card__pic{height:100px;background:linear-gradient(135deg,#dfe7ef,#c7d3de);position:relative}
.agent-chat__video-card__dur{position:absolute;right:6px;bottom:6px;font-size:11px;color:#fff;background:rgba(0,0,0,.55);border-radius:6px;padding:1px 5px}
.agent-chat__card-body{padding:8px 10px;font-size:13px;line-height:1.45}
.agent-chat__card-body b{display:block;font-weight:500;max-height:38px;overflow:hidden}
.agent-chat__card-meta{color:#8f959e;font-size:12px;margin-top:4px}
.agent-chat__goods-card__price{color:#f53f3f;font-weight:600;margin-top:4px}
.agent-chat__toolbar{display:flex;gap:6px;margin-top:12px}
.agent-chat__toolbar__item{width:30px;height:30px;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#646a73;cursor:pointer}
.agent-chat__toolbar__item:hover{background:#f2f3f5}
.agent-chat__recommend-question{margin-top:12px;display:flex;flex-direction:column;gap:8px;align-items:flex-start}
.agent-chat__recommend-question__item{font-size:14px;background:#f7f8fa;border-radius:10px;padding:7px 12px;cursor:pointer}
.agent-chat__recommend-question__item::after{content:" →";color:#8f959e}
.agent-chat__error{color:#f53f3f;font-size:14px;margin-top:8px}
.agent-dialogue__input{max-width:800px;width:calc(100% - 48px);margin:0 auto 8px;border:1px solid #dfe2e6;border-radius:20px;padding:12px 14px 10px;box-shadow:0 4px 16px rgba(0,0,0,.05);background:#fff}
.chat-input-editor{max-height:200px;overflow-y:auto}
.ql-editor{min-height:48px;outline:none;font-size:15px;line-height:1.6;white-space:pre-wrap;word-break:break-word}
.ql-editor p{margin:0}
.ql-editor.ql-blank::before{content:attr(data-placeholder);color:#a9aeb8;position:absolute;pointer-events:none}
.agent-dialogue__tool{display:flex;align-items:center;justify-content:space-between;margin-top:8px}
.agent-dialogue__tool__left{display:flex;gap:8px;align-items:center}
.yb-model{font-size:13px;border:1px solid #e5e6eb;border-radius:14px;padding:5px 10px;color:#1f2329}
.yb-switch{display:inline-flex;align-items:center;gap:4px;font-size:13px;border:1px solid #e5e6eb;border-radius:14px;padding:5px 11px;cursor:pointer;color:#4e5969;user-select:none}
.yb-switch.checked{color:#0ea76f;border-color:#9de0c4;background:#e9f9f2}
.yb-send{width:34px;height:34px;border-radius:50%;background:#1f2329;color:#fff;display:flex;align-items:center;justify-content:center;cursor:pointer}
.yb-send.disabled{background:#c9cdd4;cursor:not-allowed}
.yb-stop{width:34px;height:34px;border-radius:50%;background:#1f2329;display:flex;align-items:center;justify-content:center;cursor:pointer}
.yb-stop i{width:11px;height:11px;background:#fff;border-radius:2px}
[hidden]{display:none!important}
.yb-tools-btn{display:none}
.yb-footnote{font-size:12px;color:#a9aeb8;text-align:center;padding:0 0 10px}
.agent-dialogue-references{position:absolute;right:0;top:0;bottom:0;width:360px;background:#fff;border-left:1px solid #e5e6eb;box-shadow:-6px 0 18px rgba(0,0,0,.05);display:flex;flex-direction:column;z-index:5}
.agent-dialogue-references__head{display:flex;justify-content:space-between;padding:14px 16px;font-weight:600;border-bottom:1px solid #f2f3f5}
.agent-dialogue-references__list{flex:1;overflow:auto;padding:8px 12px}
.agent-dialogue-references__item{display:block;padding:10px;border-radius:10px;text-decoration:none;color:inherit}
.agent-dialogue-references__item:hover{background:#f7f8fa}
.agent-dialogue-references__meta{display:flex;gap:6px;align-items:center;font-size:12px;color:#8f959e}
.agent-dialogue-references__idx{min-width:16px;height:16px;border-radius:8px;background:#b5bcc5;color:#fff;text-align:center;font-size:11px;line-height:16px}
.agent-dialogue-references__title{font-size:14px;margin-top:4px}
.yb-mask{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:50}
.yb-dialog{background:#fff;border-radius:16px;width:420px;max-width:92vw;padding:22px}
.yb-dialog__title{font-size:17px;font-weight:600;display:flex;justify-content:space-between}
.yb-dialog__body{font-size:14px;color:#4e5969;margin:14px 0;line-height:1.6}
.yb-dialog__foot{display:flex;gap:8px}
.yb-dialog__foot input{flex:1;border:1px solid #e5e6eb;border-radius:10px;padding:8px 10px;font-size:13px}
.yb-btn{background:#0ea76f;color:#fff;border-radius:10px;padding:8px 16px;cursor:pointer;font-size:14px;text-align:center}
.yb-qr{width:160px;height:160px;margin:10px auto;background:repeating-linear-gradient(45deg,#1f2329 0 6px,#fff 6px 12px);border:8px solid #fff;outline:1px solid #e5e6eb}
#tCaptchaDyMainWrap{width:340px;background:#fff;border-radius:8px;padding:16px}
.tc-bg{height:170px;border-radius:4px;background:linear-gradient(120deg,#7aa7c7,#c6d8b0)}
.tc-slider{margin-top:12px;height:40px;border-radius:20px;background:#eef1f5;position:relative;font-size:13px;color:#86909c;display:flex;align-items:center;justify-content:center}
.tc-knob{position:absolute;left:2px;top:2px;width:36px;height:36px;border-radius:50%;background:#0ea76f}
.yb-sheet{position:fixed;inset:0;z-index:40}
.yb-sheet__mask{position:absolute;inset:0;background:rgba(0,0,0,.35)}
.yb-sheet__panel{position:absolute;left:0;right:0;bottom:0;background:#fff;border-radius:16px 16px 0 0;padding:14px 16px 24px;display:flex;flex-direction:column;gap:10px}
.yb-sheet__panel .yb-switch{justify-content:space-between;padding:12px 14px;font-size:15px;border-radius:12px}
.yb-toast{position:fixed;left:50%;top:20%;transform:translateX(-50%);background:rgba(0,0,0,.75);color:#fff;padding:8px 16px;border-radius:10px;font-size:14px;z-index:60}
body.is-mobile .yb-nav{display:none}
body.is-mobile .yb-topbar{display:flex;align-items:center;justify-content:space-between;padding:10px 14px;border-bottom:1px solid #f2f3f5;font-weight:600}
body.is-mobile .agent-chat__list__content{padding:0 14px}
body.is-mobile .agent-dialogue__input{width:calc(100% - 20px);border-radius:16px}
body.is-mobile .yb-tools-btn{display:flex;width:30px;height:30px;border-radius:50%;border:1px solid #e5e6eb;align-items:center;justify-content:center;font-size:20px;cursor:pointer}
body.is-mobile .agent-dialogue-references{width:100%}
body.is-mobile .agent-chat__avatar{display:none}
.yb-share-wrap{max-width:800px;margin:0 auto;padding:24px}
.yb-share-banner{font-size:13px;color:#646a73;background:#f7f8fa;border-radius:10px;padding:10px 14px;margin-bottom:16px}
body.yb-share{overflow:auto}
`;
