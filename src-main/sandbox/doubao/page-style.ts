// Doubao's look: white canvas, a pale grey sidebar, blue accents, a rounded floating composer,
// light-blue question bubbles, emoji-rich answers with small numbered citation chips.
export const DOUBAO_CSS = `
*{box-sizing:border-box}
[hidden]{display:none!important}
html,body{margin:0;height:100%}
body{font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Source Han Sans SC",sans-serif;color:#1f1f1f;background:#fff;font-size:15px}
button{font:inherit;cursor:pointer}
#app{display:flex;height:100vh;overflow:hidden}
.sider{width:260px;background:#f7f7f8;border-right:1px solid #ececee;display:flex;flex-direction:column;padding:14px 12px;flex-shrink:0}
.sider-logo{display:flex;align-items:center;gap:8px;font-weight:600;font-size:18px;margin:4px 6px 18px}
.logo-dot{width:28px;height:28px;border-radius:8px;background:linear-gradient(135deg,#5b8cff,#1d5cff);color:#fff;display:flex;align-items:center;justify-content:center;font-size:15px}
.new-chat{display:flex;align-items:center;gap:8px;border:1px solid #e3e5e8;background:#fff;border-radius:12px;padding:9px 12px;color:#1f1f1f}
.new-chat:hover{background:#f0f4ff}
.sider-sec{font-size:12px;color:#8a8f99;margin:20px 8px 6px}
.sider-item{padding:8px 10px;border-radius:8px;font-size:14px;color:#333;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sider-item.on{background:#e9eefb}
.sider-foot{margin-top:auto;display:flex;align-items:center;gap:8px;padding:8px;font-size:14px;color:#444}
.avatar-sm{width:28px;height:28px;border-radius:50%;background:#dfe6f7;display:flex;align-items:center;justify-content:center;font-size:13px;color:#3a5bd9}
.login-btn{margin-left:auto;background:#1d5cff;color:#fff;border:0;border-radius:8px;padding:5px 14px;font-size:13px}
.main{flex:1;display:flex;flex-direction:column;min-width:0;position:relative}
.topbar{height:52px;display:flex;align-items:center;justify-content:center;font-size:15px;color:#333;border-bottom:1px solid #f2f2f4;position:relative}
.topbar .m-only{position:absolute;left:12px}
.scroll{flex:1;overflow-y:auto}
.inner{max-width:800px;margin:0 auto;padding:24px 24px 40px}
.welcome{text-align:center;margin-top:14vh}
.welcome h1{font-size:26px;font-weight:600;margin:14px 0 6px}
.welcome p{color:#8a8f99;margin:0}
.welcome .logo-dot{width:56px;height:56px;border-radius:16px;font-size:26px;margin:0 auto}
.q-row{display:flex;justify-content:flex-end;margin:18px 0}
.q-bubble{background:#e6efff;border-radius:16px 4px 16px 16px;padding:10px 14px;max-width:75%;white-space:pre-wrap;line-height:1.65}
.a-row{display:flex;gap:10px;margin:18px 0 28px}
.a-avatar{width:30px;height:30px;border-radius:50%;background:linear-gradient(135deg,#5b8cff,#1d5cff);color:#fff;display:flex;align-items:center;justify-content:center;font-size:14px;flex-shrink:0}
.a-body{flex:1;min-width:0}
.search-ref{display:inline-flex;align-items:center;gap:6px;background:#f5f6f8;border-radius:10px;padding:6px 12px;font-size:13px;color:#555;margin-bottom:10px;cursor:pointer;border:0}
.search-ref:hover{background:#eceff4}
.think{border-left:2px solid #e3e5e8;padding:2px 0 2px 12px;margin:0 0 12px}
.think-title{font-size:13px;color:#666;background:none;border:0;padding:0;margin-bottom:6px}
.think-content{font-size:13px;color:#8a8f99;line-height:1.75;white-space:pre-wrap}
.img-row{display:flex;gap:8px;margin:4px 0 12px}
.img-row .img{width:96px;height:128px;border-radius:10px;background:#e9edf3 center/cover}
.flow-markdown-body{line-height:1.8;word-break:break-word}
.flow-markdown-body p{margin:8px 0}
.flow-markdown-body strong{font-weight:600}
.flow-markdown-body ol,.flow-markdown-body ul{padding-left:22px;margin:6px 0}
.flow-markdown-body li{margin:4px 0}
.flow-markdown-body h1,.flow-markdown-body h2,.flow-markdown-body h3{font-size:17px;margin:18px 0 8px}
.flow-markdown-body blockquote{margin:10px 0;padding:4px 12px;border-left:3px solid #dfe3ea;color:#555}
.flow-markdown-body table{border-collapse:collapse;margin:10px 0;font-size:14px}
.flow-markdown-body td,.flow-markdown-body th{border:1px solid #e6e8eb;padding:6px 10px}
.flow-markdown-body th{background:#f7f8fa}
.ds-cite{display:inline-block;vertical-align:super;line-height:1}
.ds-cite a{display:inline-flex;align-items:center;justify-content:center;min-width:15px;height:15px;padding:0 3px;border-radius:8px;background:#eef1f6;color:#666;font-size:10px;text-decoration:none;margin:0 1px}
.ds-cite a:hover{background:#1d5cff;color:#fff}
.cards-title{font-size:13px;color:#888;margin:14px 0 8px}
.video-cards,.goods-cards{display:flex;gap:10px;overflow-x:auto;padding-bottom:4px}
.video-card{width:150px;flex-shrink:0;text-decoration:none;color:#1f1f1f;font-size:13px}
.video-cover{height:200px;border-radius:10px;background:#dde3ee center/cover;position:relative}
.video-cover span{position:absolute;right:6px;bottom:6px;background:#0008;color:#fff;border-radius:4px;padding:0 4px;font-size:11px}
.video-card div.t{margin-top:6px;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.goods-card{width:170px;flex-shrink:0;border:1px solid #eceef1;border-radius:12px;padding:8px;text-decoration:none;color:#1f1f1f;font-size:13px;background:#fff}
.goods-thumb{height:130px;border-radius:8px;background:#f3f5f8 center/cover}
.goods-card .t{margin:6px 0 4px;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;line-height:1.45}
.goods-card .p{color:#f0443a;font-weight:600}
.goods-card .m{color:#999;font-size:12px;margin-top:2px}
.actions{display:flex;gap:4px;margin-top:10px}
.act{background:none;border:0;border-radius:8px;padding:5px 7px;color:#777;display:flex;align-items:center}
.act:hover{background:#f2f3f5}
.act svg{width:16px;height:16px}
.suggests{display:flex;flex-direction:column;align-items:flex-start;gap:8px;margin-top:14px}
.suggest{border:1px solid #e6e8eb;border-radius:12px;padding:7px 12px;font-size:14px;color:#333;background:#fff}
.suggest:hover{background:#f5f8ff}
.suggest::after{content:" →";color:#999}
.msg-err{color:#d4380d;background:#fff2ec;border-radius:8px;padding:8px 12px;font-size:14px;margin-top:8px}
.composer-wrap{padding:0 24px 10px}
.composer{max-width:800px;margin:0 auto;border:1px solid #e3e5e8;border-radius:18px;box-shadow:0 4px 18px rgba(30,40,90,.06);padding:10px 12px 8px;background:#fff}
.semi-input-textarea-wrapper{display:flex}
.semi-input-textarea{flex:1;border:0;outline:0;resize:none;font:inherit;font-size:15px;line-height:1.6;min-height:48px;max-height:200px;background:transparent;color:#1f1f1f}
.tools{display:flex;align-items:center;gap:8px;margin-top:6px}
.tool-btn{display:inline-flex;align-items:center;gap:5px;border:1px solid #e3e5e8;background:#fff;border-radius:16px;padding:4px 11px;font-size:13px;color:#444}
.tool-btn svg{width:14px;height:14px}
.tool-btn[data-checked="true"]{background:#e8efff;border-color:#b9ccff;color:#1d5cff}
.tools .grow{flex:1}
.send-btn{width:34px;height:34px;border-radius:50%;border:0;background:#1d5cff;color:#fff;display:flex;align-items:center;justify-content:center}
.send-btn[aria-disabled="true"]{background:#c5d3f7;cursor:default}
.send-btn svg,.stop-btn svg{width:16px;height:16px}
.stop-btn{width:34px;height:34px;border-radius:50%;border:0;background:#1f1f1f;color:#fff;display:flex;align-items:center;justify-content:center}
.more-btn{width:30px;height:30px;border-radius:50%;border:1px solid #e3e5e8;background:#fff;font-size:18px;line-height:1;color:#444;display:none}
.footnote{text-align:center;font-size:12px;color:#a3a7ad;padding:4px 0 8px}
.drawer{position:absolute;top:0;right:0;bottom:0;width:360px;background:#fff;border-left:1px solid #ececee;box-shadow:-6px 0 18px rgba(0,0,0,.05);display:flex;flex-direction:column;z-index:20}
.drawer-head{display:flex;justify-content:space-between;align-items:center;padding:14px 16px;font-weight:600;border-bottom:1px solid #f0f0f2}
.drawer-head button{border:0;background:none;font-size:18px;color:#888}
.drawer-list{overflow-y:auto;padding:8px 12px}
.search-item{display:block;padding:10px;border-radius:10px;margin-bottom:4px}
.search-item:hover{background:#f6f7f9}
.search-item{text-decoration:none;color:#1f1f1f}
.search-item .t{font-size:14px;font-weight:500}
.search-item .meta{font-size:12px;color:#999;margin-top:4px;display:flex;gap:6px;align-items:center}
.search-item .idx{display:inline-flex;min-width:16px;height:16px;border-radius:8px;background:#eef1f6;color:#666;font-size:10px;align-items:center;justify-content:center}
.search-item .sum{font-size:12px;color:#777;margin-top:4px;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.mask{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:50}
.dlg{background:#fff;border-radius:16px;width:420px;max-width:92vw;padding:22px 24px;box-shadow:0 12px 40px rgba(0,0,0,.18)}
.dlg h3{margin:0 0 12px;font-size:18px}
.dlg p{color:#666;font-size:14px;line-height:1.6}
.dlg .row{display:flex;gap:8px;margin-top:16px}
.dlg input{flex:1;border:1px solid #e3e5e8;border-radius:10px;padding:8px 10px;font-size:13px;color:#333}
.primary{background:#1d5cff;color:#fff;border:0;border-radius:10px;padding:8px 16px;font-size:14px}
.ghost{background:#f2f3f5;color:#333;border:0;border-radius:10px;padding:8px 16px;font-size:14px}
.share-preview{border:1px solid #eceef1;border-radius:12px;padding:10px 12px;max-height:140px;overflow:hidden;font-size:13px;color:#555}
.share-preview label{display:flex;gap:6px;align-items:flex-start;margin:4px 0}
.login-tabs{display:flex;gap:18px;border-bottom:1px solid #eee;margin:6px 0 14px;font-size:14px}
.login-tabs span{padding:8px 0}.login-tabs .on{color:#1d5cff;border-bottom:2px solid #1d5cff}
.captcha-box{height:170px;border-radius:10px;background:linear-gradient(135deg,#c9d6ee,#eef2fa);position:relative;margin:10px 0}
.captcha-piece{position:absolute;left:30px;top:60px;width:44px;height:44px;border-radius:6px;background:#fff9;box-shadow:0 0 0 2px #fff}
.captcha-slider{height:40px;border-radius:20px;background:#f2f3f5;position:relative;font-size:13px;color:#999;display:flex;align-items:center;justify-content:center}
.captcha-knob{position:absolute;left:2px;top:2px;width:36px;height:36px;border-radius:50%;background:#1d5cff}
.toast{position:fixed;top:24px;left:50%;transform:translateX(-50%);background:#1f1f1f;color:#fff;border-radius:10px;padding:8px 16px;font-size:14px;z-index:60}
.sheet{position:fixed;inset:0;z-index:40;display:flex;flex-direction:column;justify-content:flex-end;background:rgba(0,0,0,.35)}
.sheet-panel{background:#fff;border-radius:18px 18px 0 0;padding:10px 16px 24px}
.sheet-grab{width:36px;height:4px;border-radius:2px;background:#ddd;margin:0 auto 12px}
.sheet-item{display:flex;align-items:center;justify-content:space-between;padding:12px 4px;font-size:15px;border:0;background:none;width:100%}
.sheet-item i{width:40px;height:22px;border-radius:11px;background:#d9dce1;position:relative}
.sheet-item i::after{content:"";position:absolute;left:2px;top:2px;width:18px;height:18px;border-radius:50%;background:#fff;transition:left .15s}
.sheet-item[data-checked="true"] i{background:#1d5cff}
.sheet-item[data-checked="true"] i::after{left:20px}
.m-only{display:none}
body.is-mobile .sider{display:none}
body.is-mobile .m-only{display:block}
body.is-mobile .inner{padding:12px 14px 24px}
body.is-mobile .composer-wrap{padding:0 10px 8px}
body.is-mobile .tools .tool-btn{display:none}
body.is-mobile .more-btn{display:block}
body.is-mobile .q-bubble{max-width:85%}
body.is-mobile .drawer{width:100%}
body.is-mobile .welcome{margin-top:8vh}
body.is-mobile [data-testid="message_action_share"]{display:none}
`;
