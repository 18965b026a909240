import type { AppLocale } from './locales.js';

/** A page's head copy in one language: the title without the brand, and the meta description. */
export interface HeadCopy {
  title: string;
  description: string;
}

/**
 * The head copy of the storefront's fixed pages in every UI language. The server renders it into
 * index.html and the web app sets the same on client navigation (domain/seo.ts builds both), so it
 * lives here rather than in the Lingui catalogs, which the server does not load. Titles and
 * descriptions repeat each page's heading and intro; web/src/lib/seoCopy.test.ts holds them equal
 * to the catalogs' translations so the two never drift apart.
 */
export const SEO_COPY = {
  home: {
    en: {
      title: 'Korean cultural experiences in Seoul',
      description:
        'Temple stays, K-pop dance classes, cooking workshops and traditional ceremonies: hands-on experiences, tours and tickets hosted by people who live the culture.',
    },
    ja: {
      title: 'ソウルで韓国文化体験',
      description:
        'テンプルステイ、K-POPダンスクラス、料理教室、伝統儀式。韓国文化を日々生きる人たちが案内する体験・ツアー・チケットです。',
    },
    'zh-Hant': {
      title: '在首爾體驗韓國文化',
      description:
        '寺院寄宿、K-POP 舞蹈課、料理教室與傳統儀式：由真正生活在這份文化中的人帶領的體驗、導覽行程與票券。',
    },
    'zh-Hans': {
      title: '在首尔体验韩国文化',
      description:
        '寺院寄宿、K-POP 舞蹈课、烹饪课和传统仪式：由真正生活在这种文化里的人带您体验，还有导览游和门票。',
    },
    ko: {
      title: '서울에서 즐기는 한국 문화 체험',
      description:
        '템플스테이, K-POP 댄스 클래스, 쿠킹 클래스, 전통 의식까지. 한국 문화를 일상으로 살아가는 사람들이 안내하는 체험, 투어, 티켓을 만나 보세요.',
    },
  },
  experiences: {
    en: {
      title: 'Experiences',
      description:
        'Traditions, K-pop, food, drama and trends: find an experience, tour or ticket and pick a date.',
    },
    ja: {
      title: '体験一覧',
      description:
        '伝統、K-POP、グルメ、ドラマ、トレンド。体験・ツアー・チケットを見つけて日程を選びましょう。',
    },
    'zh-Hant': {
      title: '所有體驗',
      description: '傳統、K-POP、美食、韓劇與潮流：找到喜歡的體驗、導覽行程或票券，並選擇日期。',
    },
    'zh-Hans': {
      title: '全部体验',
      description: '传统、K-POP、美食、韩剧和潮流：挑一个喜欢的体验、导览游或门票，再选好日期。',
    },
    ko: {
      title: '체험 목록',
      description: '전통, K-POP, 음식, 드라마, 트렌드: 체험, 투어, 티켓을 찾고 날짜를 선택하세요.',
    },
  },
  experiencesExperience: {
    en: {
      title: 'Hands-on experiences',
      description:
        'Cook, brew, dance and craft alongside local hosts: classes and workshops where you make something yourself.',
    },
    ja: {
      title: '体験クラス',
      description:
        '料理、酒造り、ダンス、ものづくりを地元のホストと一緒に。自分の手で作るクラスやワークショップです。',
    },
    'zh-Hant': {
      title: '動手體驗',
      description: '和在地主人一起下廚、釀酒、跳舞、做手作：親手完成作品的課程與工作坊。',
    },
    'zh-Hans': {
      title: '动手体验',
      description: '跟着本地达人一起下厨、酿酒、跳舞、做手工：亲手做出成品的课程和工作坊。',
    },
    ko: {
      title: '직접 해 보는 체험',
      description:
        '현지 호스트와 함께 요리하고, 술을 빚고, 춤추고, 만들어 보세요. 직접 만들어 보는 클래스와 워크숍입니다.',
    },
  },
  experiencesTour: {
    en: {
      title: 'Guided tours',
      description:
        'Palaces, markets, neighbourhoods and day trips, explained by guides who grew up with them.',
    },
    ja: {
      title: 'ガイドツアー',
      description: '宮殿、市場、街並み、日帰り旅行。その土地で育ったガイドが案内します。',
    },
    'zh-Hant': {
      title: '導覽行程',
      description: '宮殿、市場、街區與一日遊，由在當地長大的導遊為您解說。',
    },
    'zh-Hans': {
      title: '导览游',
      description: '宫殿、市场、街区和一日游，由土生土长的本地导游为您讲解。',
    },
    ko: {
      title: '가이드 투어',
      description: '궁궐, 시장, 동네, 당일 여행까지, 그곳에서 자란 가이드가 안내합니다.',
    },
  },
  experiencesTickets: {
    en: {
      title: 'Tickets and passes',
      description: 'Shows, theme parks, observatories and attractions: book ahead and skip the ticket queue.',
    },
    ja: {
      title: 'チケット・パス',
      description:
        '公演、テーマパーク、展望台、観光スポット。事前予約でチケット売り場に並ばずに入場できます。',
    },
    'zh-Hant': {
      title: '門票與通行證',
      description: '表演、主題樂園、觀景台與各大景點：提前預訂，不必排隊買票。',
    },
    'zh-Hans': {
      title: '门票与通票',
      description: '演出、主题乐园、观景台和热门景点：提前预订，免去现场排队买票。',
    },
    ko: {
      title: '티켓 및 패스',
      description: '공연, 테마파크, 전망대, 명소까지. 미리 예약하고 매표소 줄을 건너뛰세요.',
    },
  },
  cultureGuide: {
    en: {
      title: 'Culture Guide',
      description: 'Travel guides, tips and stories to help you enjoy Korean culture.',
    },
    ja: {
      title: 'カルチャーガイド',
      description: '韓国文化をもっと楽しむための旅行ガイド、ヒント、ストーリー。',
    },
    'zh-Hant': {
      title: '文化指南',
      description: '旅遊指南、實用小技巧與文化故事，幫助您更享受韓國文化。',
    },
    'zh-Hans': {
      title: '文化指南',
      description: '旅游攻略、实用贴士和文化故事，帮您更好地玩转韩国文化。',
    },
    ko: {
      title: '문화 가이드',
      description: '한국 문화를 더 즐길 수 있도록 돕는 여행 가이드, 팁, 이야기.',
    },
  },
  about: {
    en: {
      title: 'About us',
      description:
        'We are a Seoul-based team connecting travellers with Korean culture through storytelling, discovery and empathy.',
    },
    ja: {
      title: '私たちについて',
      description:
        '私たちはソウルを拠点に、ストーリーテリング、発見、共感を通して旅行者と韓国文化をつなぐチームです。',
    },
    'zh-Hant': {
      title: '關於我們',
      description: '我們是以首爾為據點的團隊，透過說故事、探索與同理，連結旅人與韓國文化。',
    },
    'zh-Hans': {
      title: '关于我们',
      description: '我们是一支扎根首尔的团队，通过讲故事、探索和共情，把旅行者与韩国文化连接起来。',
    },
    ko: {
      title: '회사 소개',
      description: '저희는 스토리텔링, 발견, 공감을 통해 여행자와 한국 문화를 잇는 서울 기반의 팀입니다.',
    },
  },
  contact: {
    en: {
      title: 'Contact us',
      description: 'Questions about an experience, a booking or a group programme? We are happy to help.',
    },
    ja: {
      title: 'お問い合わせ',
      description: '体験、ご予約、団体プログラムについてのご質問はお気軽にどうぞ。',
    },
    'zh-Hant': {
      title: '聯絡我們',
      description: '對體驗、預約或團體行程有任何疑問嗎？我們很樂意協助。',
    },
    'zh-Hans': {
      title: '联系我们',
      description: '对体验、预订或团体行程有任何疑问？我们很乐意为您解答。',
    },
    ko: {
      title: '문의하기',
      description: '체험, 예약, 단체 프로그램에 대해 궁금한 점이 있으신가요? 기꺼이 도와드리겠습니다.',
    },
  },
  bookingVerification: {
    en: {
      title: 'Find your booking',
      description:
        'Enter the e-mail address, phone number and 6-digit verification code you used when booking.',
    },
    ja: {
      title: '予約を確認する',
      description: '予約時に入力したメールアドレス、電話番号、6桁の確認コードを入力してください。',
    },
    'zh-Hant': {
      title: '查詢預約',
      description: '請輸入預約時填寫的電子郵件、電話號碼及 6 位數驗證碼。',
    },
    'zh-Hans': {
      title: '查询预订',
      description: '请输入预订时填写的电子邮箱、手机号码和 6 位验证码。',
    },
    ko: {
      title: '예약 조회',
      description: '예약할 때 입력한 이메일 주소, 전화번호, 6자리 인증 코드를 입력하세요.',
    },
  },
  terms: {
    en: {
      title: 'Terms of service',
      description: 'Please read these terms before you apply for a booking.',
    },
    ja: { title: '利用規約', description: '予約を申し込む前に、以下の規約をお読みください。' },
    'zh-Hant': { title: '服務條款', description: '提出預約申請前，請先閱讀以下條款。' },
    'zh-Hans': { title: '服务条款', description: '提交预订申请前，请先阅读以下条款。' },
    ko: { title: '이용약관', description: '예약을 신청하기 전에 아래 약관을 읽어 주세요.' },
  },
  unsubscribe: {
    en: {
      title: 'Unsubscribe from the newsletter',
      description: 'Stop receiving our newsletter at this address? You can sign up again at any time.',
    },
    ja: {
      title: 'ニュースレターの配信停止',
      description: 'このアドレスへのニュースレターの配信を停止しますか？いつでも再登録できます。',
    },
    'zh-Hant': { title: '取消訂閱電子報', description: '要停止以此地址接收電子報嗎？您可以隨時重新訂閱。' },
    'zh-Hans': {
      title: '退订新闻简报',
      description: '不想再用这个邮箱接收我们的新闻简报了吗？您随时可以重新订阅。',
    },
    ko: {
      title: '뉴스레터 수신 거부',
      description: '이 주소로 뉴스레터를 더 이상 받지 않으시겠습니까? 언제든지 다시 구독할 수 있습니다.',
    },
  },
  waitlist: {
    en: {
      title: 'Your place on the waitlist',
      description:
        'Accept or decline the seats offered to you, or leave the waitlist of a K-Culture experience.',
    },
    ja: {
      title: 'キャンセル待ち',
      description: 'ご案内したお席のお申し込み・辞退、またはキャンセル待ちの取り消しができます。',
    },
    'zh-Hant': {
      title: '您的候補名單',
      description: '接受或婉拒為您保留的名額，或退出韓國文化體驗的候補名單。',
    },
    'zh-Hans': {
      title: '您的候补名单',
      description: '接受或放弃为您保留的名额，或退出韩国文化体验的候补名单。',
    },
    ko: {
      title: '대기자 명단',
      description: '안내해 드린 자리를 예약하거나 사양하고, 또는 대기자 명단에서 빠질 수 있습니다.',
    },
  },
  pay: {
    en: {
      title: 'Pay for your booking',
      description:
        'You pay in Korean won through PortOne, our payment provider. Your card issuer or wallet may show the amount in your own currency.',
    },
    ja: {
      title: '予約のお支払い',
      description:
        'お支払いは決済代行会社PortOneを通じて韓国ウォンで行われます。カード会社やウォレットによっては、お客様の通貨で金額が表示される場合があります。',
    },
    'zh-Hant': {
      title: '支付預約款項',
      description:
        '您將透過我們的付款服務商 PortOne 以韓元付款。發卡機構或電子錢包可能會以您的貨幣顯示金額。',
    },
    'zh-Hans': {
      title: '支付预订费用',
      description:
        '您将通过我们的支付服务商 PortOne 以韩元付款。发卡行或电子钱包可能会以您所在地的货币显示金额。',
    },
    ko: {
      title: '예약 결제',
      description:
        '결제는 결제 대행사 PortOne을 통해 원화로 진행됩니다. 카드사나 간편결제에 따라 고객님의 통화로 금액이 표시될 수 있습니다.',
    },
  },
  notFound: {
    en: {
      title: 'Page Not Found',
      description: 'The page you are looking for does not exist or has moved.',
    },
    ja: {
      title: 'ページが見つかりません',
      description: 'お探しのページは存在しないか、移動しました。',
    },
    'zh-Hant': {
      title: '找不到頁面',
      description: '您要找的頁面不存在或已移動。',
    },
    'zh-Hans': {
      title: '页面不存在',
      description: '您要找的页面不存在或已被移走。',
    },
    ko: {
      title: '페이지를 찾을 수 없습니다',
      description: '찾으시는 페이지가 없거나 이동되었습니다.',
    },
  },
  experienceNotFound: {
    en: {
      title: 'Experience Not Found',
      description: "The experience you're looking for doesn't exist or has been removed.",
    },
    ja: {
      title: '体験が見つかりません',
      description: 'お探しの体験は存在しないか、削除されました。',
    },
    'zh-Hant': {
      title: '找不到此體驗',
      description: '您要找的體驗不存在或已被移除。',
    },
    'zh-Hans': {
      title: '该体验不存在',
      description: '您要找的体验不存在或已下架。',
    },
    ko: {
      title: '체험을 찾을 수 없습니다',
      description: '찾으시는 체험이 존재하지 않거나 삭제되었습니다.',
    },
  },
  articleNotFound: {
    en: {
      title: 'Article Not Found',
      description: "The article you're looking for doesn't exist.",
    },
    ja: {
      title: '記事が見つかりません',
      description: 'お探しの記事は存在しません。',
    },
    'zh-Hant': {
      title: '找不到文章',
      description: '您要找的文章不存在。',
    },
    'zh-Hans': {
      title: '文章不存在',
      description: '您要找的文章不存在。',
    },
    ko: {
      title: '글을 찾을 수 없습니다',
      description: '찾으시는 글이 존재하지 않습니다.',
    },
  },
} as const satisfies Record<string, Record<AppLocale, HeadCopy>>;

export type CopyKey = keyof typeof SEO_COPY;

/** The site's keywords (spec §1), for the home page. */
export const SITE_KEYWORDS: Record<AppLocale, string> = {
  en: 'Korean culture, K-pop, temple stay, hanbok, cooking, Seoul tours, K-culture, travel',
  ja: '韓国文化, K-POP, テンプルステイ, 韓服, 料理教室, ソウル観光, Kカルチャー, 韓国旅行',
  'zh-Hant': '韓國文化, K-POP, 寺院寄宿, 韓服, 料理課程, 首爾旅遊, 韓流文化, 韓國旅遊',
  'zh-Hans': '韩国文化, K-POP, 寺庙寄宿, 韩服, 烹饪课, 首尔旅游, 韩流文化, 韩国旅游',
  ko: '한국 문화, K-POP, 템플스테이, 한복, 쿠킹 클래스, 서울 투어, K-컬처, 여행',
};
