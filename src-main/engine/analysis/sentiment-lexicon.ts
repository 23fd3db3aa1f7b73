// Evaluative vocabulary, Chinese and English. Attribute patterns come first because the same
// word judges differently by what it qualifies: 价格高 is bad, 性价比高 is good.

const COST = '价格|售价|定价|价位|费用|收费|保费|成本|溢价|门槛|手续费|年费|月费|订阅费|客单价|报价';
const MERIT =
  '性价比|性能|质量|品质|评分|满意度|安全性|可靠性|稳定性|兼容性|包裹性|抓地力|效率|收益|回报|颜值|亮度|刷新率|分辨率|口碑|知名度|市场份额|市占率|份额|认可度|保值率|销量|出货量|规模|增长速度|增速|增长|精度|成功率|好评率|复购率|续航|配置|完成度|辨识度|还原度|流畅度|舒适度|保障范围|覆盖面|竞争力|实力|人气|体验|效果|服务|手感|做工|表现|画质|音质|信号|口感|散热|售后|科技感|设计感|质感|高级感|响应速度|理赔速度|充电速度|速度|创新|网点|门店|渠道|选择|功能|权益|覆盖|势头|增长势头|研发投入|投入|对比度|程度|专业度|集成度|美誉度|精准度|准确度|清晰度|灵敏度|关注度|热度|成熟度|自由度|吸力|修护力|保湿力|清洁力|去污力|遮瑕力|持妆力|品牌力|产品力|号召力|影响力|执行力|动力|爆发力|承载力|偿付能力|能力';
const BURDEN = '故障率|投诉率|返修率|能耗|油耗|功耗|电耗|噪音|延迟|发热|负债率|不良率|退货率|糖分|热量|机身重量|重量|风险|交付周期|维修周期|等待时间|排队时间|周期|广告|弹窗|广告推送';
// The gap never holds a negator: "复购率并不高" must reach the negated ending, not skip it; nor
// 差 ("口感差别不大" says nothing of taste); nor the first character of a word of trouble
// (问题, 故障, 投诉, 缺陷, 隐患), which is then what the ending judges ("质量问题较多" counts problems).
const GAP = '[^，。；,;：:！？!?不没未无差问故投缺隐]{0,4}?';
const NEG = '(?:并不|不够|不太|不是很|不算|没那么|没有|不)?';
const COMPARE = '(?<![性对相无好类])比(?![如较例拼赛重特起亚值率分])[^，。；,;！？!?]{1,16}?';
/**
 * Compound ratio metrics read like 性价比: 能效比高, 洗净比高, 信噪比低. The ending follows 比 at once,
 * so "A比B高" is no ratio; nor is 比较 ("价格比较高"), a share (占比) or a comparison (相比, 对比).
 */
const RATIO = '[\\u4e00-\\u9fff]{2}(?<![占对相无])比(?!较)';
/** Process speeds: quick is good, slow is bad (对焦快, 出杯慢, 到账及时). */
const PROCESS = '对焦|启动|开机|响应|反应|出杯|出餐|上菜|到账|放款|审批|发货|配送|物流|退款|加载|迭代|上手|更新';
/** Any quality noun in 性 (舒适性, 耐磨性, 便携性); only adverbs may stand before its ending, so "女性用户多" is none. */
const QUALITY = '[\\u4e00-\\u9fff]{2}性(?!价)[也还都较很更]{0,2}';

export interface AttributePattern {
  /** What is judged, and what may stand between it and the judgement. */
  head: string;
  negative: string;
  positive: string;
}

export const ATTRIBUTE_PATTERNS: AttributePattern[] = [
  {
    head: `(?:${COST})${GAP}${NEG}`,
    negative: '偏高|较高|很高|过高|太高|高昂|更高|昂贵|偏贵|较贵|太贵|很贵|更贵|不菲|上涨|上调|涨价|贵|高',
    // "价格只有耐克的一半", "年费不到百元": a price that is only so much is cheap.
    positive: '偏低|较低|很低|更低|低廉|便宜|亲民|实惠|适中|合理|友好|只有|仅有|仅为|仅需|只要|不到|低',
  },
  {
    head: `(?:${MERIT})${GAP}${NEG}`,
    negative: '偏低|较低|很低|更低|不高|一般|较差|很差|差(?![别距异价值])|较弱|偏弱|弱|不足|下滑|下降|较少|偏少|很少|粗糙|只有|仅有|仅为|仅剩|低|短|慢|较慢|少',
    positive:
      '极高|很高|较高|更高|最高|突出|领先|靠前|居首|第一|最大|最快|更快|很快|快|更强|很强|较强|最强|十足|扎实|更好|很好|较好|最好|不错|精细|精湛|考究|迅猛|强劲|很猛|明显|显著|丰富|齐全|较多|高|强|好|佳|棒|长|优|大|多|广|猛',
  },
  {
    head: `(?:${BURDEN})${GAP}${NEG}`,
    negative: '偏高|较高|很高|过高|严重|明显|较大|偏大|很大|较长|很长|过长|偏多|较多|过多|很多|频繁|高|大|长|多',
    positive: '偏低|较低|很低|较小|很小|控制得好|控制良好|较少|很少|只有|仅有|仅为|不到|低|小|少',
  },
  { head: COMPARE, negative: '(?:更|还|要|略|稍)?(?:贵|昂贵)', positive: '(?:更|还|要)?(?:便宜|实惠|划算)' },
  { head: `${RATIO}${NEG}`, negative: '偏低|很低|更低|不高|一般|低', positive: '极高|很高|更高|最高|突出|出色|领先|高' },
  { head: `(?:${PROCESS})${GAP}${NEG}`, negative: '较慢|偏慢|很慢|缓慢|迟缓|滞后|慢', positive: '很快|较快|更快|迅速|及时|神速|快' },
  {
    head: `${QUALITY}${NEG}`,
    negative: '一般|较差|很差|差(?![别距异])|不足|欠佳|不佳|较弱|偏弱|弱|较低|偏低|低|不高',
    positive: '极高|很高|较高|更高|很强|较强|更强|出色|突出|优秀|出众|不错|很好|较好|更好|高|强|好|佳',
  },
];

/** Which ATTRIBUTE_PATTERNS entry judges price: its complaints are price caveats. */
export const COST_PATTERN = 0;

export const POSITIVE_CN = `出色|优秀|卓越|遥遥领先|领先|强大|强劲|流畅|丝滑|优异|亮眼|突出|顶尖|一流|顶级|出众|优质|精良|可靠|稳定|耐用|扎实|成熟|完善|丰富|便捷|方便|好用|易用|(?<!忠)实用|舒适|舒服|精致|美观|时尚|轻薄|轻便|省心|放心|安心|值得信赖|信赖|口碑好|口碑佳|口碑极佳|广受好评|好评如潮|好评|深受欢迎|受欢迎|青睐|热销|畅销|高性价比|性价比之王|实惠|划算|亲民|物美价廉|强烈推荐|值得推荐|推荐|首选|值得购买|值得入手|值得考虑|值得一试|不错|很好|较好|良好|极佳|最佳|满意|惊艳|细腻|清晰|高效|天然|纯正|醇厚|香浓|浓郁|顺滑|温和|保湿|滋润|持久|显著|创新|先进|全面(?!屏)|周到|专业|贴心|及时|透明|优惠|强项|长处|标杆|王者|霸主|龙头|领导者|佼佼者|名列前茅|可圈可点|无可挑剔|靠谱|稳健|不输|媲美|优于|强于|好于|胜过|胜于|超越|碾压|完胜|力压|领跑|引领|赞誉|认可|信任|好喝|好看|清爽|透气|缓震|回弹|轻盈|快充|见效快|吸收快|不油腻|安全可靠|优势|精准|便利|省电|耐磨|火爆|爆火|走红|爆款|头部品牌|首屈一指|数一数二|成功|超值|更值|很值|均衡|反超|赶超|(?:交互|人像|色彩|肤色|妆效|音色|表现)自然|很有特色|有特色|特色鲜明|首推|力荐|闭眼入|闭眼买`;

export const NEGATIVE_CN = `偏高|昂贵|偏贵|较贵|太贵|很贵|更贵|略贵|稍贵|溢价高|溢价|较差|很差|太差|差劲|一般般|平庸|不足之处|不足|短板|缺点|劣势|不佳|欠佳|不理想|不尽如人意|糟糕|令人失望|失望|落后|下滑|萎缩|疲软|故障|投诉|维权|召回|质疑|争议较大|争议|褒贬不一|隐患|缺陷|漏洞|卡顿|发热|发烫|掉帧|断连|耗电快|续航短|续航差|续航焦虑|续航一般|充电慢|做工粗糙|粗糙|廉价感|塑料感|品控差|品控问题|售后差|服务差|态度差|拒赔|理赔难|理赔慢|难用|繁琐|麻烦|封闭|臃肿|广告多|过敏|刺激性|致痘|闷痘|搓泥|油腻|假货|虚假宣传|虚标|割韭菜|智商税|不推荐|不建议|慎选|谨慎|避雷|踩雷|劝退|不值|不划算|性价比低|性价比不高|老旧|过时|保守|单一|(?:功能|选择|网点|覆盖|支持|兼容性|生态|空间|额度|产能)有限|较弱|偏弱|薄弱|弱势|乏力|缓慢|较慢|偏慢|迟缓|不稳定|欠缺|缺乏|逊色|稍逊|略逊|不如|不及|逊于|弱于|比不上|被吐槽|吐槽|诟病|槽点|负面|亏损|暴雷|违约|罚款|处罚|下架|堪忧|担忧|问题频发|质量问题|存在问题|出现问题|问题较多|高风险|存在风险|笨重|厚重|异味|磨脚|开胶|掉色|易坏|不耐用|信号差|信号弱|bug多|闪退|崩溃|宕机|学习成本高|上手难|涨价|提价|缺货|断货|差评|不满|抱怨|异响|鼓包|漏液|断轴|烧屏|死机|失灵|掉漆|同质化|老化|失速|低迷|偏硬|偏吵|偏厚|偏小|偏多|偏少|参差不齐|有待提升|有待提高|有差距|差距较大|遗憾|不支持|延误|晚点|一般(?=[，。；,;！!？?、）)]|$)`;

export const POSITIVE_EN = `excellent|reliably|overt(?:ook|akes?|aken)|outsold|outsells?|gorgeous|stunning|beautiful|sleek|premium build|capable|quick|outstanding|great|good|best|strong|reliable|impressive|superb|leading|top-notch|smooth|fast|affordable|inexpensive|great value|good value|value for money|highly recommended|recommended|recommend|popular|well-regarded|praised|robust|solid|innovative|exceptional|seamless|intuitive|user-friendly|easy to use|comfortable|durable|trusted|favorite|favourite|standout|top pick|excels|shines|loved|polished|powerful|efficient|competitive|generous|responsive|lightweight|versatile|feature-rich|well-designed|acclaimed|market leader|industry leader|dominant|dominates|unmatched|unbeatable|superior|better|cheaper|low fees|no fees|fee-free|top-rated|highly rated|award-winning|outperforms|beats|surpasses|leads`;

export const NEGATIVE_EN = `poor|bad|weak|expensive|pric(?:ey|ier|iest)|burn(?:s|ing)? (?:through )?cash|losing money|unprofitable|overpriced|costly|lacks|lacking|limited|slow|buggy|unreliable|complaints|complaint|issues|problems|recalls?|lawsuits?|disappointing|mediocre|worse|worst|inferior|lags|lagging|struggles|struggling|critici[sz]ed|controvers(?:y|ial)|concerns|drawbacks?|downsides?|weakness(?:es)?|avoid|overheat(?:ing|s)?|clunky|complicated|steep|high fees|hidden fees|hard to|difficult|frustrating|outdated|dated|declining|decline|falling behind|behind|not recommended|subpar|underwhelming|bloated|confusing|costlier|more expensive|less reliable|glitch(?:es|y)|crash(?:es)?|delays|delayed|freez(?:e|es|ing)|frozen|breach(?:es)?|fined|scandals?|trails|denied claims?|claim denials?|falls? short|fell short`;

export const NEGATOR_CN = /(?:不|没有|没|并不|并非|未|无|毫不|绝不|不太|不够|不算|算不上|谈不上|称不上|不是)[^，,。；;\s]{0,2}$|不比[^，,。；;]{0,10}$/;
export const NOT_A_NEGATOR_CN = /^不(?:仅|但|只|光|少|断|同|管|过|错)/;
export const NEGATOR_EN = /\b(?:not|no|never|hardly|barely|without|nor|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|can't|cannot|won't|wouldn't)\b(?:\s+[\w'-]+){0,2}\s*$/i;
export const HEDGE = /可能|或许|也许|似乎|据说|据称|传闻|有人认为|有用户|部分用户|一些用户|少数用户|个别用户|有网友|部分网友|有人(?:说|表示|反映|吐槽)|有声音认为|有观点认为|一定程度上|有点|有些|相对|略显|稍显|略有|稍有|略微|稍微|略(?=[贵高低小大少多偏])|稍(?=[贵高低小大少多偏])|偶尔|\b(?:may|might|could|reportedly|some users|some customers|some owners|some people|some reviewers|arguably|somewhat|slightly|a bit)\b/i;
/** Markdown and numbering that may open a clause before its first word. */
const OPENING = '^[\\s*_`#>\\d.、-]*';
export const TURN = new RegExp(`${OPENING}(?:但是|但|不过|然而|可是|只是|只不过|(?:however|but|yet|nevertheless|still)\\b)|却`, 'i');
export const CONCESSION = new RegExp(`${OPENING}(?:虽然|虽说|虽|尽管|哪怕|即使|(?:although|though|even though|despite)\\b)`, 'i');
/** "While A is pricey, …" concedes; a "while" later in the sentence contrasts ("A grew, while B shrank"). */
export const OPENING_CONCESSION = new RegExp(`${OPENING}(?:while|whilst)\\b`, 'i');
/** Label words introduce what follows ("缺点是…", "优势在于…") rather than judge by themselves. */
/** A verb of choice right before the brand recommends it: "追求性价比选小米", "go with Samsung". */
export const CHOICE_BEFORE = /(?:(?<![不别勿])(?:优先)?(?:选择?|可选|入手|优先考虑|就选)|\b(?:go with|choose|pick|opt for)(?: the| an?)?)\s*$/i;
/** A choice made for some readers only ("看重生态选苹果", "if you need Windows, choose Dell") is advice, not a verdict. */
export const CONDITION = /如果|若是|要是|假如|看重|注重|追求|需要|偏好|预算|适合|\b(?:if|for those|unless|when you)\b/i;
/** Any standalone judgement, to notice one hiding inside an attribute pattern's gap ("渠道假货较多"). */
export const STANDALONE_CN = new RegExp(`${POSITIVE_CN}|${NEGATIVE_CN}`);
/** A brand named as parent, maker or supplier of the subject is not the subject: "美的旗下", "华为智驾加持". */
export const ATTRIBUTIVE_AFTER = /^\s*(?:旗下|出品|背书|加持|赋能|代工|供应|的子品牌|母公司|集团旗下|技术背书|[\u4e00-\u9fff]{1,3}(?:加持|背书|赋能))/;
export const ATTRIBUTIVE_BEFORE = /(?:\b(?:backed|made|owned|built|powered) by)\s*$/i;
export const LABEL_WORD = /^(?:优势|优点|亮点|长处|劣势|缺点|不足|短板|槽点|缺陷)$/;
export const LABEL_FOLLOWER = /^\s*(?:是|为|在于|就是|主要是|主要在于|[:：])/;
export const LABEL_POSITIVE = /^(?:优势|优点|亮点|长处|推荐理由|核心优势|主要优势|pros|strengths?|highlights?|advantages?)$/i;
export const LABEL_NEGATIVE = /^(?:劣势|缺点|不足|短板|槽点|缺陷|主要问题|风险提示|cons|weakness(?:es)?|drawbacks?|downsides?|disadvantages?)$/i;

// Weighing (see sentiment-weight.ts and the corpus README's labelling conventions).

/** A sentence that sums up ("总体而言", "overall") is the writer's conclusion: it weighs like the clause after a turn. */
export const SUMMARY = new RegExp(
  `${OPENING}(?:总体而言|总体来说|总体来看|整体而言|整体来说|整体来看|综合来看|综合而言|总的来说|总而言之|总之|综上所述|综上|总结|结论|(?:overall|all in all|in short|in summary|to sum up|bottom line)\\b)`,
  'i',
);
/** A clause that only reports others' views ("有网友反映", "some users say") hedges the rest of its sentence. */
export const REPORTING_FRAME = /(?:网友|用户|车主|消费者|跑者|玩家|旅客|买家|有人|声音|观点|评测|媒体|据说|据称|传闻)[^，,；;]{0,6}(?:反映|反馈|表示|认为|说|称|指出|吐槽|提到|觉得)$|\b(?:some|many|several) (?:users|owners|reviewers|customers|people) (?:say|report|complain|claim|note)\b/i;
/**
 * An explicit recommendation for or against the brand: a verdict weighs double. Tested on the
 * judgement with the few characters before it (最推荐, 不推荐, "wouldn't recommend").
 */
export const VERDICT = /首选|首推|强烈推荐|最推荐|最值得|力荐|闭眼入|闭眼买|最佳选择|第一选择|不推荐|不建议|避雷|劝退|\b(?:top pick|our pick|first choice|best (?:choice|pick|overall|option|buy)|highly recommended|highly recommend|strongly recommend(?:ed)?|go-to|not recommended|avoid|steer clear)\b|\b(?:wouldn't|would not|don't|do not|can't|cannot) recommend\b/i;
/** A complaint about price only: the cost side of a trade-off rather than a defect. */
export const PRICE_WORD = /贵|溢价|价格偏高|不便宜|\b(?:expensive|pric(?:ey|ier|iest)|costly|costlier|steep|more expensive)\b/i;
/** …unless the price is excessive: then it is a complaint like any other. */
export const EXCESSIVE_PRICE = /太贵|过高|过贵|太高|离谱|天价|翻倍|[\d一二两三四五六七八九十几]+倍|不值|智商税|割韭菜|\b(?:overpriced|too expensive|rip-?off|not worth|for (?:what|the [\w ]{0,20}?) (?:you get|it (?:is|offers)))\b/i;
/**
 * Where to buy rather than what to buy: a complaint about a third-party channel (海淘假货, 代购价格乱)
 * is advice about the channel, never a judgement of the brand. The brand's own channels (线下渠道较少) are not these.
 */
export const CHANNEL = /海淘|代购|水货|黄牛|二手(?:平台|市场|渠道)|非官方|非正规|非授权|第三方(?:卖家|商家|店铺|渠道|平台)|假货渠道|灰色渠道|平行进口|\b(?:third-party (?:sellers?|marketplaces?|resellers?)|resellers?|gr[ae]y[- ]market|unauthori[sz]ed (?:sellers?|dealers?|retailers?)|scalpers?)\b/i;
