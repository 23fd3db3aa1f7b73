// The look of www.kimi.com: light sidebar, centred conversation, a rounded editor card with
// pill switches under it and a dark round send button, blue citation badges.
export const KIMI_CSS = String.raw`
*{box-sizing:border-box}
html,body{margin:0;height:100%;font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1d1d1f;background:#fff}
body{overflow:hidden}
.app-layout{display:flex;height:100vh;width:100vw}
.sidebar{width:248px;flex:none;background:#f7f8fa;border-right:1px solid #eceef2;display:flex;flex-direction:column;padding:16px 12px}
.sidebar-logo{display:flex;align-items:center;gap:8px;font-size:22px;font-weight:700;padding:2px 8px 18px;letter-spacing:.3px}
.sidebar-logo .k{width:28px;height:28px;border-radius:8px;background:#000;color:#fff;display:flex;align-items:center;justify-content:center;font-size:16px}
.new-chat-btn{display:flex;align-items:center;gap:8px;border:1px solid #e3e5ea;background:#fff;border-radius:12px;padding:9px 12px;font-size:14px;cursor:pointer}
.history-part{margin-top:20px;flex:1;overflow:auto}
.history-title{font-size:12px;color:#8a8f99;padding:4px 8px}
.history-item{font-size:14px;padding:8px 10px;border-radius:10px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;cursor:pointer}
.history-item:hover{background:#eceef2}
.sidebar-user{display:flex;align-items:center;gap:8px;font-size:13px;color:#4e5969;padding:10px 8px;border-top:1px solid #eceef2}
.sidebar-user .avatar{width:26px;height:26px;border-radius:50%;background:#dfe7ff;color:#1783ff;display:flex;align-items:center;justify-content:center;font-size:12px}
.main{flex:1;display:flex;flex-direction:column;min-width:0;position:relative}
.chat-detail-main{flex:1;overflow-y:auto;padding:28px 0 16px}
.home-welcome{max-width:760px;margin:16vh auto 0;text-align:center}
.home-welcome h1{font-size:30px;font-weight:700;margin:0}
.home-welcome p{font-size:14px;color:#6b7280;margin-top:10px}
.chat-content-list{max-width:800px;margin:0 auto;padding:0 28px}
.chat-content-item{margin:18px 0}
.chat-content-item-user{display:flex;justify-content:flex-end}
.user-content{background:#eef3ff;border-radius:16px 16px 4px 16px;padding:10px 16px;max-width:78%;white-space:pre-wrap;font-size:15px;line-height:1.65}
.segment-assistant{font-size:15px;line-height:1.75}
.toolcall-container{display:inline-flex;align-items:center;gap:6px;font-size:13px;color:#4e5969;background:#f5f6f8;border-radius:10px;padding:6px 12px;margin-bottom:10px;cursor:pointer}
.stage-line{font-size:12px;color:#8a8f99;margin-bottom:8px}
.thinking-container{margin-bottom:12px}
.thinking-header{display:inline-flex;align-items:center;gap:6px;font-size:13px;color:#4e5969;background:#f5f6f8;border-radius:10px;padding:6px 12px;cursor:pointer}
.thinking-content{border-left:2px solid #e5e6eb;color:#86909c;font-size:14px;line-height:1.7;padding:0 0 0 14px;margin:10px 0 0;white-space:pre-wrap}
.thinking-content[hidden]{display:none}
.markdown{word-break:break-word}
.markdown h1,.markdown h2,.markdown h3{margin:18px 0 8px;line-height:1.4}
.markdown h3{font-size:17px}
.markdown p{margin:8px 0}
.markdown ol,.markdown ul{padding-left:22px;margin:6px 0}
.markdown li{margin:4px 0}
.markdown blockquote{margin:12px 0;padding:4px 14px;border-left:3px solid #dcdfe6;color:#6b7280}
.markdown code{background:#f2f3f5;border-radius:4px;padding:1px 5px;font-size:13px}
.markdown pre{background:#f7f8fa;border-radius:10px;padding:12px;overflow:auto}
.markdown table{border-collapse:collapse;font-size:14px;margin:10px 0}
.markdown th,.markdown td{border:1px solid #e5e6eb;padding:6px 12px;text-align:left}
.markdown th{background:#f7f8fa}
.markdown a{color:#1783ff;text-decoration:none}
.markdown sup.ds-cite a{display:inline-block;min-width:16px;height:16px;line-height:16px;border-radius:4px;background:#eaf2ff;color:#1783ff;font-size:10px;text-align:center;margin:0 1px;padding:0 3px}
.segment-assistant-actions{display:flex;gap:4px;margin-top:10px}
.segment-assistant-actions .icon-button{width:30px;height:30px;border-radius:8px;display:inline-flex;align-items:center;justify-content:center;cursor:pointer;color:#6b7280}
.segment-assistant-actions .icon-button:hover{background:#f2f3f5}
.segment-error{color:#c0392b;background:#fff4f2;border-radius:10px;padding:10px 14px;font-size:14px}
.chat-editor{max-width:800px;width:calc(100% - 56px);margin:0 auto 8px;border:1px solid #e3e5ea;border-radius:20px;padding:14px 14px 10px;background:#fff;box-shadow:0 4px 20px #0000000a}
.app-layout[data-ready="false"] .chat-editor{visibility:hidden}
.chat-input-editor{min-height:48px;max-height:200px;overflow:auto;outline:none;font-size:15px;line-height:1.6;white-space:pre-wrap}
.chat-input-editor:empty::before{content:attr(aria-placeholder);color:#a0a5ae}
.chat-editor-action{display:flex;align-items:center;justify-content:space-between;margin-top:8px}
.toolkit{display:flex;gap:8px}
.toolkit-item{display:inline-flex;align-items:center;gap:5px;border:1px solid #e3e5ea;border-radius:16px;padding:4px 12px;font-size:13px;color:#4e5969;cursor:pointer;user-select:none;background:#fff}
.toolkit-item.switch-on{background:#eaf2ff;border-color:#b9d5ff;color:#1783ff}
.send-button-container{width:34px;height:34px;border-radius:50%;background:#1d1d1f;color:#fff;display:flex;align-items:center;justify-content:center}
.send-button-container.disabled{background:#e5e6eb}
.send-button{display:flex;cursor:pointer}
.editor-footer{text-align:center;font-size:12px;color:#a0a5ae;padding-bottom:8px}
.search-result-panel{position:fixed;right:0;top:0;bottom:0;width:380px;background:#fff;border-left:1px solid #eceef2;box-shadow:-4px 0 16px #0000000d;overflow:auto;z-index:20;padding:16px}
.search-result-panel[hidden]{display:none}
.panel-header{display:flex;justify-content:space-between;font-weight:600;margin-bottom:10px}
.site-card{display:block;text-decoration:none;color:inherit;border-radius:10px;padding:10px;margin-bottom:6px;background:#f7f8fa}
.site-card:hover{background:#eef3ff}
.site-meta{display:flex;gap:6px;align-items:center;font-size:12px;color:#8a8f99}
.site-icon{width:16px;height:16px;border-radius:4px;background:#dfe7ff;color:#1783ff;font-size:10px;display:inline-flex;align-items:center;justify-content:center}
.site-index{margin-left:auto;color:#1783ff}
.site-title{font-size:14px;margin:4px 0;color:#1d1d1f}
.site-snippet{font-size:12px;color:#6b7280;line-height:1.5}
.modal-mask{position:fixed;inset:0;background:#00000059;display:flex;align-items:center;justify-content:center;z-index:50}
.modal-card{background:#fff;border-radius:16px;padding:24px;width:420px;max-width:92vw}
.modal-card h2{margin:0 0 12px;font-size:18px}
.modal-card .muted{font-size:13px;color:#6b7280}
.login-tabs{display:flex;gap:18px;margin:14px 0;font-size:14px}
.login-tabs span.on{color:#1783ff;font-weight:600}
.login-qr{width:160px;height:160px;margin:8px auto;border-radius:8px;background:repeating-linear-gradient(45deg,#1d1d1f 0 6px,#fff 6px 12px)}
.primary-btn{display:inline-block;background:#1d1d1f;color:#fff;border-radius:10px;padding:8px 16px;cursor:pointer;font-size:14px}
.share-link-row{display:flex;gap:8px;margin-top:14px}
.share-link-row input{flex:1;border:1px solid #e3e5ea;border-radius:8px;padding:6px 10px;font-size:13px}
.share-preview{font-size:13px;color:#4e5969;background:#f7f8fa;border-radius:10px;padding:10px;max-height:120px;overflow:hidden}
.captcha-track{position:relative;height:40px;border-radius:8px;background:#f2f3f5;margin-top:14px;font-size:13px;color:#8a8f99;display:flex;align-items:center;justify-content:center}
.captcha-slider{position:absolute;left:0;top:0;width:44px;height:40px;border-radius:8px;background:#1783ff}
.toast{position:fixed;top:24px;left:50%;transform:translateX(-50%);background:#1d1d1fe6;color:#fff;font-size:13px;padding:8px 14px;border-radius:8px;z-index:60}
`;
