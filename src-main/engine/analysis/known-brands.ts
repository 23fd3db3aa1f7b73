// Well-known brand names by sector, so that untracked brands in a ranking get their brand name
// rather than a model name ("Redmi K70 至尊版" → Redmi) and prose-only answers can rank them.
// One line per brand, synonyms separated by "|". A leading "~" marks a name that is also an
// everyday word (理想, 平安, Notion): trusted at the head of a ranked item, never in free prose.
const SECTORS = `
苹果|Apple|iPhone
华为|HUAWEI|Huawei
小米|Xiaomi
Redmi|红米
OPPO
vivo
iQOO
~荣耀|HONOR|Honor
一加|OnePlus
~真我|realme
三星|Samsung|Galaxy
魅族|Meizu
努比亚|nubia
红魔|RedMagic
中兴|ZTE
摩托罗拉|Motorola|moto
索尼|Sony|Xperia
谷歌|Google|Pixel
传音|TECNO|Infinix
特斯拉|Tesla
比亚迪|BYD
蔚来|NIO
小鹏|XPeng|Xpeng
~理想|Li Auto
问界|AITO
极氪|Zeekr|ZEEKR
零跑|Leapmotor
埃安|AION
哪吒汽车
岚图|Voyah
智己
阿维塔|Avatr
~深蓝
吉利|Geely
~长城汽车
~长安
奇瑞|Chery
宝马|BMW
奔驰|Mercedes-Benz|Mercedes
奥迪|Audi
~大众|Volkswagen|VW
丰田|Toyota
本田|Honda
日产|Nissan
福特|Ford
Rivian
Lucid
保时捷|Porsche
~现代|Hyundai
起亚|Kia
小米汽车|小米SU7
五菱|Wuling
宝骏|Baojun
哪吒|Neta
极狐|ARCFOX
腾势|DENZA
仰望
方程豹
领克|Lynk & Co
魏牌
~坦克
红旗|Hongqi
广汽
上汽|SAIC
东风
北汽
哈弗|Haval
欧拉|ORA
星途
极越
智界
沃尔沃|Volvo
极星|Polestar
雷克萨斯|Lexus
凯迪拉克|Cadillac
别克|Buick
雪佛兰|Chevrolet|Chevy
GMC
Jeep
斯巴鲁|Subaru
马自达|Mazda
路虎|Land Rover
捷豹|Jaguar
法拉利|Ferrari
兰博基尼|Lamborghini
玛莎拉蒂|Maserati
宾利|Bentley
劳斯莱斯|Rolls-Royce
三菱|Mitsubishi
雷诺|Renault
标致|Peugeot
雪铁龙|Citroën|Citroen
菲亚特|Fiat
VinFast
Fisker
飞鹤|Feihe
伊利|Yili
君乐宝
蒙牛|Mengniu
雅士利
贝因美
澳优|Ausnutria
惠氏|Wyeth
美赞臣|Mead Johnson|Enfamil
雀巢|Nestlé|Nestle
爱他美|Aptamil
美素佳儿|Friso
雅培|Abbott|Similac
a2|a2至初
合生元|Biostime
佳贝艾特|Kabrita
瑞幸|瑞幸咖啡|luckin|Luckin Coffee
星巴克|Starbucks
库迪|库迪咖啡|Cotti Coffee|Cotti
Manner|Manner Coffee
Tims|Tims天好咖啡|Tim Hortons
麦咖啡|McCafé|McCafe
Costa|咖世家
挪瓦咖啡|NOWWA
幸运咖
三顿半
Nespresso
隅田川
永璞
Peet's|皮爷咖啡
Blue Bottle|蓝瓶咖啡
Dunkin'|Dunkin
Lavazza
illy
兰蔻|Lancôme|Lancome
雅诗兰黛|Estée Lauder|Estee Lauder
资生堂|Shiseido
SK-II|SK2
欧莱雅|L'Oréal|L'Oreal|LOreal
珀莱雅|Proya
薇诺娜|Winona
玉兰油|OLAY|Olay
修丽可|SkinCeuticals
理肤泉|La Roche-Posay
雅漾|Avène|Avene
科颜氏|Kiehl's
海蓝之谜|La Mer
娇韵诗|Clarins
赫莲娜|Helena Rubinstein
完美日记|Perfect Diary
花西子|Florasis
自然堂
百雀羚
韩束
可复美
~至本
适乐肤|CeraVe
倩碧|Clinique
The Ordinary
联想|Lenovo
ThinkPad
戴尔|Dell
惠普|HP
华硕|ASUS|Asus
宏碁|Acer
微软|Microsoft
~Surface
MacBook
机械革命
外星人|Alienware
雷蛇|Razer
拯救者|Legion
ROG|玩家国度
神舟
微星|MSI
中国平安|平安保险|平安人寿|Ping An
中国人寿|国寿
中国太保|太平洋保险
新华保险
泰康|泰康人寿
友邦|友邦保险|AIA
中国人保|人保|PICC
众安|众安保险
阳光保险
中国太平|太平人寿
招商信诺
Allianz|安联
AXA|安盛
Prudential|保诚
MetLife|大都会
State Farm
GEICO|Geico
~Progressive
Allstate
Lemonade
工商银行|工行|ICBC
建设银行|建行|CCB
农业银行|农行
中国银行|中行
交通银行|交行
招商银行|招行|CMB
浦发银行
中信银行
民生银行
兴业银行
平安银行
光大银行
邮储银行|邮政储蓄银行
微众银行|WeBank
网商银行
~Chase|JPMorgan Chase|JPMorgan
Bank of America
Wells Fargo
Citi|Citibank|花旗
HSBC|汇丰
Capital One
Chime
Revolut
Monzo
Salesforce
HubSpot
Zoho|Zoho CRM
Pipedrive
Microsoft Dynamics|Dynamics 365
~Notion
Confluence
~Slack
飞书|Lark|Feishu
钉钉|DingTalk
企业微信|WeCom
Microsoft Teams
~Zoom
腾讯会议
Asana
Trello
Jira
Monday.com
ClickUp
Shopify
有赞
微盟
金蝶|Kingdee
用友|Yonyou
SAP
Oracle
Workday
纷享销客
销售易
Freshworks|Freshsales
Zendesk
Intercom
Airtable
Figma
Canva
耐克|Nike
阿迪达斯|Adidas|adidas
安踏|ANTA|Anta
李宁|Li-Ning|Li Ning
特步|Xtep
361度|361°
鸿星尔克|ERKE
匹克|PEAK
亚瑟士|ASICS|Asics
新百伦|New Balance
索康尼|Saucony
布鲁克斯|Brooks
Hoka|HOKA|HOKA ONE ONE
昂跑|On Running
彪马|Puma|PUMA
斯凯奇|Skechers
美津浓|Mizuno
萨洛蒙|Salomon
~美的|Midea
西门子|Siemens|SIEMENS
容声|Ronshen
美菱
海信|Hisense
TCL
创维|Skyworth
长虹
奥克斯|AUX
松下|Panasonic
LG
博世|Bosch
惠而浦|Whirlpool
伊莱克斯|Electrolux
卡萨帝|Casarte
方太|FOTILE
~老板电器
苏泊尔|SUPOR
九阳|Joyoung
青岛啤酒|Tsingtao
雪花啤酒
燕京啤酒
百威|Budweiser
喜力|Heineken
嘉士伯|Carlsberg
哈尔滨啤酒
格力|Gree
海尔|Haier
戴森|Dyson
追觅|Dreame
~石头|Roborock
科沃斯|Ecovacs
云鲸|Narwal
大疆|DJI
影石|Insta360
喜茶
奈雪的茶|奈雪
蜜雪冰城
霸王茶姬
茶百道
古茗
ChatGPT|OpenAI
DeepSeek
豆包
Kimi
文心一言
通义千问
Claude
Gemini
Copilot
`;

export interface KnownBrand {
  /** Folded forms, longest first. */
  forms: string[];
  /** Also an everyday word: only trusted where a name is expected. */
  ambiguous: boolean;
}

export const KNOWN_BRANDS: KnownBrand[] = SECTORS.split('\n')
  .map((line) => line.trim())
  .filter(Boolean)
  .map((line) => {
    const ambiguous = line.startsWith('~');
    const forms = (ambiguous ? line.slice(1) : line).split('|').map((f) => f.trim()).filter(Boolean);
    return { forms, ambiguous };
  });
