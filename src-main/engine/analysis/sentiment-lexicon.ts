// Evaluative vocabulary, Chinese and English. Attribute patterns come first because the same
// word judges differently by what it qualifies: 价格高 is bad, 性价比高 is good.

const COST = '价格|售价|定价|价位|费用|收费|保费|成本|溢价|门槛|手续费|年费|月费|订阅费|客单价|报价';
const MERIT =
  '性价比|性能|质量|品质|评分|满意度|安全性|可靠性|稳定性|兼容性|包裹性|抓地力|效率|收益|回报|颜值|亮度|刷新率|分辨率|口碑|知名度|市场份额|市占率|份额|认可度|保值率|销量|出货量|规模|增长速度|增速|增长|精度|成功率|好评率|复购率|续航|配置|完成度|辨识度|还原度|流畅度|舒适度|保障范围|覆盖面|竞争力|实力|人气|体验|效果|服务|手感|做工|表现|画质|音质|信号|口感|散热|售后|科技感|设计感|质感|高级感|响应速度|理赔速度|充电速度|速度|创新|网点|门店|渠道|选择|功能|权益|覆盖|势头|增长势头|研发投入|投入';
const BURDEN = '故障率|投诉率|返修率|能耗|油耗|功耗|电耗|噪音|延迟|发热|负债率|不良率|退货率|糖分|热量|机身重量|重量|风险|交付周期|维修周期|等待时间|排队时间|周期';
// The gap never holds a negator: "复购率并不高" must reach the negated ending, not skip it.
const GAP = '[^，。；,;：:！？!?不没未无]{0,4}?';
const NEG = '(?:并不|不够|不太|不是很|不算|没那么|没有|不)?';
const COMPARE = '(?<![性对相无好类])比(?![如较例拼赛重特起亚值率分])[^，。；,;！？!?]{1,16}?';

export interface AttributePattern {
  /** What is judged, and what may stand between it and the judgement. */
  head: string;
  negative: string;
  positive: string;
}

export const ATTRIBUTE_PATTERNS: AttributePattern[] = [
  {
    head: `(?:${COST})${GAP}${NEG}`,
    negative: '偏高|较高|很高|过高|太高|高昂|更高|昂贵|偏贵|较贵|太贵|很贵|更贵|不菲|贵|高',
    positive: '偏低|较低|很低|更低|低廉|便宜|亲民|实惠|适中|合理|友好|低',
  },
  {
    head: `(?:${MERIT})${GAP}${NEG}`,
    negative: '偏低|较低|很低|更低|不高|一般|较差|很差|差|较弱|偏弱|弱|不足|下滑|下降|较少|偏少|很少|粗糙|低|短|慢|较慢|少',
    positive:
      '极高|很高|较高|更高|最高|突出|领先|靠前|居首|第一|最大|最快|更快|很快|快|更强|很强|较强|最强|十足|扎实|更好|很好|较好|最好|不错|精细|精湛|考究|迅猛|强劲|很猛|明显|显著|丰富|齐全|较多|高|强|好|佳|棒|长|优|大|多|广|猛',
  },
  {
    head: `(?:${BURDEN})${GAP}${NEG}`,
    negative: '偏高|较高|很高|过高|严重|明显|较大|偏大|很大|较长|很长|过长|高|大|长',
    positive: '偏低|较低|很低|较小|很小|控制得好|控制良好|低|小',
  },
  { head: COMPARE, negative: '(?:更|还|要|略|稍)?(?:贵|昂贵)', positive: '(?:更|还|要)?(?:便宜|实惠|划算)' },
];

export const POSITIVE_CN = `出色|优秀|卓越|遥遥领先|领先|强大|强劲|流畅|丝滑|优异|亮眼|突出|顶尖|一流|顶级|出众|优质|精良|可靠|稳定|耐用|扎实|成熟|完善|丰富|便捷|方便|好用|易用|(?<!忠)实用|舒适|舒服|精致|美观|时尚|轻薄|轻便|省心|放心|安心|值得信赖|信赖|口碑好|口碑佳|口碑极佳|广受好评|好评如潮|好评|深受欢迎|受欢迎|青睐|热销|畅销|高性价比|性价比之王|实惠|划算|亲民|物美价廉|强烈推荐|值得推荐|推荐|首选|值得购买|值得入手|值得考虑|值得一试|不错|很好|较好|良好|极佳|最佳|满意|惊艳|细腻|清晰|高效|天然|纯正|醇厚|香浓|浓郁|顺滑|温和|保湿|滋润|持久|显著|创新|先进|全面(?!屏)|周到|专业|贴心|及时|透明|优惠|强项|长处|标杆|王者|霸主|龙头|领导者|佼佼者|名列前茅|可圈可点|无可挑剔|靠谱|稳健|不输|媲美|优于|强于|好于|胜过|胜于|超越|碾压|完胜|力压|领跑|引领|赞誉|认可|信任|好喝|好看|清爽|透气|缓震|回弹|轻盈|快充|见效快|吸收快|不油腻|安全可靠|优势|精准|便利|省电|耐磨|火爆|爆火|走红|爆款|头部品牌|首屈一指|数一数二|成功|超值|更值|很值|均衡|反超|赶超|(?:交互|人像|色彩|肤色|妆效|音色|表现)自然`;

export const NEGATIVE_CN = `偏高|昂贵|偏贵|较贵|太贵|很贵|更贵|略贵|稍贵|溢价高|溢价|较差|很差|太差|差劲|一般般|平庸|不足之处|不足|短板|缺点|劣势|不佳|欠佳|不理想|不尽如人意|糟糕|令人失望|失望|落后|下滑|萎缩|疲软|故障|投诉|维权|召回|质疑|争议较大|争议|褒贬不一|隐患|缺陷|漏洞|卡顿|发热|发烫|掉帧|断连|耗电快|续航短|续航差|续航焦虑|续航一般|充电慢|做工粗糙|粗糙|廉价感|塑料感|品控差|品控问题|售后差|服务差|态度差|拒赔|理赔难|理赔慢|难用|繁琐|麻烦|封闭|臃肿|广告多|过敏|刺激性|致痘|闷痘|搓泥|油腻|假货|虚假宣传|虚标|割韭菜|智商税|不推荐|不建议|慎选|谨慎|避雷|踩雷|劝退|不值|不划算|性价比低|性价比不高|老旧|过时|保守|单一|(?:功能|选择|网点|覆盖|支持|兼容性|生态|空间|额度|产能)有限|较弱|偏弱|薄弱|弱势|乏力|缓慢|较慢|偏慢|迟缓|不稳定|欠缺|缺乏|逊色|稍逊|略逊|不如|不及|逊于|弱于|比不上|被吐槽|吐槽|诟病|槽点|负面|亏损|暴雷|违约|罚款|处罚|下架|堪忧|担忧|问题频发|质量问题|存在问题|出现问题|问题较多|高风险|存在风险|笨重|厚重|异味|磨脚|开胶|掉色|易坏|不耐用|信号差|信号弱|bug多|闪退|崩溃|宕机|学习成本高|上手难|涨价|提价|缺货|断货|差评|不满|抱怨|异响|鼓包|漏液|断轴|烧屏|死机|失灵|掉漆|同质化|老化|失速|低迷|参差不齐|有待提升|有待提高|有差距|差距较大|遗憾|不支持|延误|晚点|一般(?=[，。；,;！!？?、）)]|$)`;

export const POSITIVE_EN = `excellent|reliably|overt(?:ook|akes?|aken)|outsold|outsells?|gorgeous|stunning|beautiful|sleek|premium build|capable|quick|outstanding|great|good|best|strong|reliable|impressive|superb|leading|top-notch|smooth|fast|affordable|inexpensive|great value|good value|value for money|highly recommended|recommended|recommend|popular|well-regarded|praised|robust|solid|innovative|exceptional|seamless|intuitive|user-friendly|easy to use|comfortable|durable|trusted|favorite|favourite|standout|top pick|excels|shines|loved|polished|powerful|efficient|competitive|generous|responsive|lightweight|versatile|feature-rich|well-designed|acclaimed|market leader|industry leader|dominant|dominates|unmatched|unbeatable|superior|better|cheaper|low fees|no fees|fee-free|top-rated|highly rated|award-winning|outperforms|beats|surpasses|leads`;

export const NEGATIVE_EN = `poor|bad|weak|expensive|pric(?:ey|ier|iest)|burn(?:s|ing)? (?:through )?cash|losing money|unprofitable|overpriced|costly|lacks|lacking|limited|slow|buggy|unreliable|complaints|complaint|issues|problems|recalls?|lawsuits?|disappointing|mediocre|worse|worst|inferior|lags|lagging|struggles|struggling|critici[sz]ed|controvers(?:y|ial)|concerns|drawbacks?|downsides?|weakness(?:es)?|avoid|overheat(?:ing|s)?|clunky|complicated|steep|high fees|hidden fees|hard to|difficult|frustrating|outdated|dated|declining|decline|falling behind|behind|not recommended|subpar|underwhelming|bloated|confusing|costlier|more expensive|less reliable|glitch(?:es|y)|crash(?:es)?|delays|delayed|freez(?:e|es|ing)|frozen|breach(?:es)?|fined|scandals?|trails`;

export const NEGATOR_CN = /(?:不|没有|没|并不|并非|未|无|毫不|绝不|不太|不够|不算|算不上|谈不上|称不上|不是)[^，,。；;\s]{0,2}$|不比[^，,。；;]{0,10}$/;
export const NOT_A_NEGATOR_CN = /^不(?:仅|但|只|光|少|断|同|管|过|错)/;
export const NEGATOR_EN = /\b(?:not|no|never|hardly|barely|without|nor|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|can't|cannot|won't|wouldn't)\b(?:\s+[\w'-]+){0,2}\s*$/i;
export const HEDGE = /可能|或许|也许|似乎|据说|据称|传闻|有人认为|有用户|部分用户|一些用户|少数用户|个别用户|有网友|部分网友|有声音认为|有观点认为|一定程度上|有点|有些|相对|略显|稍显|略有|稍有|略微|稍微|略(?=[贵高低小大少多偏])|稍(?=[贵高低小大少多偏])|偶尔|\b(?:may|might|could|reportedly|some users|some customers|some owners|some people|some reviewers|arguably|somewhat|slightly|a bit)\b/i;
/** Markdown and numbering that may open a clause before its first word. */
const OPENING = '^[\\s*_`#>\\d.、-]*';
export const TURN = new RegExp(`${OPENING}(?:但是|但|不过|然而|可是|只是|只不过|(?:however|but|yet|nevertheless|still)\\b)|却`, 'i');
export const CONCESSION = new RegExp(`${OPENING}(?:虽然|虽说|虽|尽管|哪怕|即使|(?:although|though|even though|despite)\\b)`, 'i');
/** "While A is pricey, …" concedes; a "while" later in the sentence contrasts ("A grew, while B shrank"). */
export const OPENING_CONCESSION = new RegExp(`${OPENING}(?:while|whilst)\\b`, 'i');
/** Label words introduce what follows ("缺点是…", "优势在于…") rather than judge by themselves. */
/** A verb of choice right before the brand recommends it: "追求性价比选小米", "go with Samsung". */
export const CHOICE_BEFORE = /(?:(?<![不别勿])(?:优先)?(?:选择?|可选|入手|优先考虑|就选)|\b(?:go with|choose|pick|opt for))\s*$/i;
/** Any standalone judgement, to notice one hiding inside an attribute pattern's gap ("渠道假货较多"). */
export const STANDALONE_CN = new RegExp(`${POSITIVE_CN}|${NEGATIVE_CN}`);
/** A brand named as parent, maker or supplier of the subject is not the subject: "美的旗下", "华为智驾加持". */
export const ATTRIBUTIVE_AFTER = /^\s*(?:旗下|出品|背书|加持|赋能|代工|供应|的子品牌|母公司|集团旗下|技术背书|[\u4e00-\u9fff]{1,3}(?:加持|背书|赋能))/;
export const ATTRIBUTIVE_BEFORE = /(?:\b(?:backed|made|owned|built|powered) by|\bfrom)\s*$/i;
export const LABEL_WORD = /^(?:优势|优点|亮点|长处|劣势|缺点|不足|短板|槽点|缺陷)$/;
export const LABEL_FOLLOWER = /^\s*(?:是|为|在于|就是|主要是|主要在于|[:：])/;
export const LABEL_POSITIVE = /^(?:优势|优点|亮点|长处|推荐理由|核心优势|主要优势|pros|strengths?|highlights?|advantages?)$/i;
export const LABEL_NEGATIVE = /^(?:劣势|缺点|不足|短板|槽点|缺陷|主要问题|风险提示|cons|weakness(?:es)?|drawbacks?|downsides?|disadvantages?)$/i;
