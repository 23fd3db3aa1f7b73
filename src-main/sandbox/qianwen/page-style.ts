// The look of www.qianwen.com (it is screenshotted): a light sidebar with the history, a wide
// centred thread, the rounded composer with its feature chips, the brand's indigo-violet.
export const QIANWEN_CSS = `
:root{--qw-primary:#615ced;--qw-primary-weak:#f0efff;--qw-text:#1d1d23;--qw-sub:#6b6f7b;--qw-line:#ebecf0;--qw-bg:#ffffff;--qw-side:#f6f6f9}
*{box-sizing:border-box}
html,body{margin:0;height:100%;background:var(--qw-bg);color:var(--qw-text);font:15px/1.7 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Source Han Sans SC",sans-serif}
button{font:inherit;color:inherit;border:0;background:none;cursor:pointer;padding:0}
svg{width:18px;height:18px;fill:none;stroke:currentColor;stroke-width:1.8;stroke-linecap:round;stroke-linejoin:round}
#app{display:flex;height:100%}
.qw-side{width:260px;flex:none;background:var(--qw-side);border-right:1px solid var(--qw-line);display:flex;flex-direction:column;padding:16px 12px}
.qw-logo{display:flex;align-items:center;gap:8px;font-size:19px;font-weight:600;padding:4px 8px 16px}
.qw-logo i{width:28px;height:28px;border-radius:9px;background:linear-gradient(135deg,#7b6cff,#4f46e5 60%,#8b5cf6);display:inline-block;position:relative}
.qw-logo i:after{content:"";position:absolute;inset:8px;border:2.5px solid #fff;border-radius:50%;border-right-color:transparent}
.qw-new{display:flex;align-items:center;gap:8px;justify-content:center;height:40px;border-radius:12px;background:#fff;border:1px solid var(--qw-line);font-size:14px;margin-bottom:16px}
.qw-new:hover{border-color:var(--qw-primary);color:var(--qw-primary)}
.qw-nav{display:flex;flex-direction:column;gap:2px;margin-bottom:14px}
.qw-nav a{display:flex;gap:10px;align-items:center;padding:8px 10px;border-radius:10px;color:var(--qw-text);text-decoration:none;font-size:14px}
.qw-nav a:hover{background:#ececf3}
.qw-hist-t{font-size:12px;color:var(--qw-sub);padding:6px 10px}
.qw-hist{flex:1;overflow:auto}
.qw-hist div{padding:8px 10px;border-radius:10px;font-size:14px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.qw-hist div.on{background:#e9e8fb}
.qw-user{display:flex;align-items:center;gap:8px;padding:10px 8px;border-top:1px solid var(--qw-line);font-size:14px}
.qw-user b{width:30px;height:30px;border-radius:50%;background:#d9d6ff;color:var(--qw-primary);display:grid;place-items:center;font-size:13px}
.qw-main{flex:1;display:flex;flex-direction:column;min-width:0;position:relative}
.qw-top{height:56px;display:flex;align-items:center;justify-content:space-between;padding:0 24px;font-size:15px;color:var(--qw-sub)}
.qw-model{display:flex;gap:6px;align-items:center;color:var(--qw-text);font-weight:500}
.qw-scroll{flex:1;overflow:auto}
.qw-thread{max-width:800px;margin:0 auto;padding:8px 24px 40px}
.qw-welcome{max-width:800px;margin:12vh auto 0;padding:0 24px;text-align:center}
.qw-welcome h1{font-size:28px;font-weight:600;margin:0 0 8px}
.qw-welcome p{color:var(--qw-sub);margin:0}
.qw-q{display:flex;justify-content:flex-end;margin:24px 0 16px}
.qw-q div{background:var(--qw-primary-weak);border-radius:16px 4px 16px 16px;padding:10px 16px;max-width:80%;white-space:pre-wrap;word-break:break-word}
.qw-a{margin-bottom:12px}
.qw-bar{display:inline-flex;align-items:center;gap:6px;font-size:13px;color:var(--qw-sub);background:#f5f5f8;border-radius:10px;padding:6px 12px;margin:4px 0 10px}
.qw-bar[role=button]:hover{color:var(--qw-primary)}
.thinking-content{border-left:2px solid #dcdbe8;padding:0 0 0 14px;margin:0 0 14px;color:#5f6270;font-size:14px}
.thinking-content .qw-step-t{font-weight:500;color:#3e4150;margin-top:6px}
.thinking-content .qw-step-b{white-space:pre-wrap}
.answer-content .markdown-body{word-break:break-word}
.markdown-body h2{font-size:20px;margin:18px 0 10px}.markdown-body h3{font-size:17px;margin:16px 0 8px}
.markdown-body p{margin:8px 0}.markdown-body ul,.markdown-body ol{padding-left:22px;margin:6px 0}
.markdown-body li{margin:3px 0}.markdown-body blockquote{margin:10px 0;padding:4px 14px;border-left:3px solid #d9d6ff;color:var(--qw-sub)}
.markdown-body .md-table{overflow:auto;margin:10px 0}.markdown-body table{border-collapse:collapse;font-size:14px;min-width:60%}
.markdown-body th{background:#f6f6fa;font-weight:600}.markdown-body th,.markdown-body td{border:1px solid var(--qw-line);padding:7px 12px;text-align:left}
.markdown-body sup a{display:inline-block;min-width:16px;height:16px;line-height:16px;border-radius:8px;background:#ecebff;color:var(--qw-primary);font-size:11px;text-align:center;text-decoration:none;margin:0 1px;padding:0 3px}
.qw-cards{display:flex;gap:12px;overflow-x:auto;margin:12px 0 4px;padding-bottom:4px}
.qw-video{flex:none;width:200px;border:1px solid var(--qw-line);border-radius:12px;overflow:hidden;text-decoration:none;color:inherit;font-size:13px}
.qw-video .cv{height:112px;background:linear-gradient(135deg,#3a3550,#6e64b8);position:relative}
.qw-video .cv span{position:absolute;right:6px;bottom:6px;background:rgba(0,0,0,.55);color:#fff;border-radius:4px;padding:0 5px;font-size:11px}
.qw-video .vt{padding:6px 8px 2px;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;line-height:1.45}
.qw-video .va{padding:0 8px 8px;color:var(--qw-sub);font-size:12px}
.qw-goods{flex:none;width:150px;border:1px solid var(--qw-line);border-radius:12px;overflow:hidden;text-decoration:none;color:inherit;font-size:13px}
.qw-goods .gp{height:120px;background:linear-gradient(160deg,#fff4ec,#ffe1cc)}
.qw-goods .gt{padding:6px 8px 0;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;line-height:1.4}
.qw-goods .gr{padding:2px 8px 8px;color:#ff5000;font-weight:600}.qw-goods .gr small{color:var(--qw-sub);font-weight:400;margin-left:4px}
.qw-acts{display:flex;gap:4px;margin:6px 0 4px;color:var(--qw-sub)}
.qw-acts button{width:32px;height:32px;border-radius:8px;display:grid;place-items:center}
.qw-acts button:hover{background:#f0f0f4;color:var(--qw-text)}
.recommend-query{display:flex;flex-direction:column;align-items:flex-start;gap:8px;margin:10px 0 20px}
.recommend-query [role=button]{border:1px solid var(--qw-line);border-radius:12px;padding:6px 12px;font-size:14px;cursor:pointer}
.recommend-query [role=button]:after{content:" \\2192";color:#a3a5ae}
.recommend-query [role=button]:hover{border-color:var(--qw-primary);color:var(--qw-primary)}
.qw-err{color:#d4380d;background:#fff2e8;border-radius:10px;padding:8px 12px;font-size:14px;display:inline-block}
.qw-composer{max-width:800px;width:100%;margin:0 auto 8px;padding:0 24px}
.qw-box{border:1px solid #dcdce4;border-radius:20px;background:#fff;box-shadow:0 4px 18px rgba(40,40,90,.06);padding:12px 14px 10px}
.qw-box:focus-within{border-color:#b9b5f8}
#chat-input{width:100%;border:0;outline:0;resize:none;font:inherit;min-height:52px;max-height:200px;background:transparent}
.qw-tools{display:flex;align-items:center;justify-content:space-between;margin-top:6px}
.qw-chips{display:flex;gap:8px;align-items:center}
.qw-tag{display:inline-flex;align-items:center;gap:5px;height:32px;padding:0 12px;border-radius:16px;border:1px solid var(--qw-line);font-size:13px;color:#3d3f4a;background:#fff}
.qw-tag.qw-selected{background:var(--qw-primary-weak);border-color:#c9c5ff;color:var(--qw-primary)}
.qw-tag [data-icon-type="qwpcicon-close2"]{display:none;margin-left:2px;font-size:12px;line-height:1}
.qw-tag.qw-selected [data-icon-type="qwpcicon-close2"]{display:inline}
.qw-plus{display:none;width:32px;height:32px;border-radius:50%;border:1px solid var(--qw-line);place-items:center}
.qw-send{width:36px;height:36px;border-radius:50%;background:var(--qw-primary);color:#fff;display:grid;place-items:center}
.qw-send[aria-disabled=true]{background:#c9c8e8;cursor:default}
.qw-send.stop{background:#1d1d23}
.qw-foot{text-align:center;font-size:12px;color:#a3a5ae;padding:4px 0 12px}
.qw-refs{position:fixed;right:0;top:0;bottom:0;width:380px;background:#fff;border-left:1px solid var(--qw-line);box-shadow:-8px 0 24px rgba(0,0,0,.05);display:flex;flex-direction:column;z-index:20}
.qw-refs[hidden]{display:none}
.qw-refs-h{display:flex;justify-content:space-between;align-items:center;padding:16px 18px;font-weight:600;border-bottom:1px solid var(--qw-line)}
.qw-refs-l{overflow:auto;padding:8px 12px}
.qw-ref{display:block;padding:10px 8px;border-radius:10px;color:inherit;text-decoration:none}
.qw-ref:hover{background:#f6f6fa}
.qw-ref .rm{display:flex;gap:6px;align-items:center;font-size:12px;color:var(--qw-sub)}
.qw-ref .ri{width:16px;height:16px;border-radius:4px;background:#e8e8f0;display:grid;place-items:center;font-size:10px}
.qw-ref .rn{margin-left:auto;color:var(--qw-primary)}
.qw-ref .rt{font-size:14px;font-weight:500;margin:2px 0}.qw-ref .rs{font-size:12px;color:var(--qw-sub);display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.qw-mask{position:fixed;inset:0;background:rgba(20,20,35,.45);display:grid;place-items:center;z-index:50}
.qw-dialog{background:#fff;border-radius:16px;width:420px;max-width:calc(100vw - 32px);padding:22px 24px;box-shadow:0 12px 40px rgba(0,0,0,.18)}
.qw-dialog h3{margin:0 0 8px;font-size:18px}.qw-dialog p{color:var(--qw-sub);margin:0 0 14px;font-size:14px}
.qw-dialog input{width:100%;height:40px;border:1px solid #dcdce4;border-radius:10px;padding:0 12px;font:inherit;margin-bottom:10px}
.qw-dialog .qw-row{display:flex;gap:8px;justify-content:flex-end}
.qw-btn{height:38px;padding:0 18px;border-radius:10px;background:var(--qw-primary);color:#fff;font-size:14px}
.qw-btn.ghost{background:#f1f1f5;color:var(--qw-text)}
.qw-qr{width:150px;height:150px;margin:6px auto 14px;background:repeating-linear-gradient(45deg,#222 0 6px,#fff 6px 12px),#fff;border:8px solid #fff;outline:1px solid var(--qw-line)}
.qw-tabs{display:flex;gap:18px;justify-content:center;font-size:14px;margin-bottom:10px}.qw-tabs span.on{color:var(--qw-primary);font-weight:600}
.baxia-dialog .nc{height:40px;background:#e8e8e8;border-radius:4px;position:relative;font-size:13px;color:#777;display:grid;place-items:center}
.baxia-dialog #nc_1_n1z{position:absolute;left:0;top:0;width:42px;height:40px;background:#fff;border:1px solid #ccc;border-radius:4px}
.qw-sheet{position:fixed;inset:0;z-index:40}.qw-sheet[hidden]{display:none}
.qw-sheet .bk{position:absolute;inset:0;background:rgba(0,0,0,.35)}
.qw-sheet .pn{position:absolute;left:0;right:0;bottom:0;background:#fff;border-radius:18px 18px 0 0;padding:10px 16px 24px}
.qw-sheet .gb{width:36px;height:4px;border-radius:2px;background:#ddd;margin:0 auto 12px}
.qw-sheet [role=switch]{display:flex;justify-content:space-between;align-items:center;width:100%;padding:14px 4px;border-bottom:1px solid var(--qw-line);font-size:15px}
.qw-sheet [role=switch] i{width:40px;height:24px;border-radius:12px;background:#ddd;position:relative}
.qw-sheet [role=switch] i:after{content:"";position:absolute;left:3px;top:3px;width:18px;height:18px;border-radius:50%;background:#fff;transition:left .15s}
.qw-sheet [role=switch][aria-checked=true] i{background:var(--qw-primary)}.qw-sheet [role=switch][aria-checked=true] i:after{left:19px}
.qw-toast{position:fixed;left:50%;top:80px;transform:translateX(-50%);background:rgba(30,30,40,.85);color:#fff;border-radius:10px;padding:8px 16px;font-size:14px;z-index:60}
.qw-mtop{display:none}
body.is-mobile .qw-side,body.is-mobile .qw-top,body.is-mobile .qw-chips{display:none}
body.is-mobile .qw-refs{width:100%}
body.is-mobile .qw-mtop{display:flex;height:48px;align-items:center;justify-content:space-between;padding:0 14px;font-weight:600;border-bottom:1px solid var(--qw-line)}
body.is-mobile .qw-plus{display:grid}
body.is-mobile .qw-thread,body.is-mobile .qw-composer{padding:0 12px}
body.is-mobile .qw-welcome{margin-top:16vh}
body.is-mobile .qw-welcome h1{font-size:22px}
body.is-mobile .qw-q div{max-width:88%}
body.is-mobile #chat-input{min-height:28px}
body.is-mobile .qw-box{border-radius:22px;padding:8px 10px}
`;
