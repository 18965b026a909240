import type { Category, Language } from '../../../domain/constants.js';

/** What guests wrote, by language and category; rating is the mood the text fits. */
interface ReviewText {
  rating: number;
  text: string;
}

export const REVIEWER_NAMES: Record<Language, string[]> = {
  ENG: [
    'Emily R.',
    'James Walker',
    'Sophie',
    'Daniel K.',
    'Olivia Brown',
    'Liam',
    'Chloe M.',
    'Noah T.',
    'Hannah Lee',
    'Marcus',
  ],
  JPN: [
    'さくら',
    'Yuki T.',
    '佐藤 美咲',
    'けんた',
    '田中 花子',
    'Aoi',
    '中村 亮',
    'まりこ',
    '小林 彩',
    'ひろし',
  ],
  CHN: ['小雯', 'Kelly Chen', '林家豪', '阿哲', '王小姐', 'Vivian', '陳怡君', 'Ken Lau', '黃思涵', '阿明'],
  CHS: ['小鱼', '张伟', '李婷婷', '北京吃货', '王先生', 'Coco', '陈静', '上海阿杰', '刘洋', '橙子'],
  KOR: ['김지은', '박서준', '이하늘', '최민호', '정유진', '한소희', '윤도현', '서지민', '강태오', '오세영'],
};

export const REVIEW_TEXTS: Record<Language, Record<Category, ReviewText[]>> = {
  ENG: {
    Experience: [
      {
        rating: 5,
        text: 'Honestly the highlight of our week in Seoul. The host was patient, funny and clearly loves what she does. Small group, so we got lots of attention.',
      },
      {
        rating: 5,
        text: 'Booked this on a whim and so glad we did. Everything was prepared, instructions were clear, and we went home with something we made ourselves.',
      },
      {
        rating: 4,
        text: 'Really fun and well organised. The room was a bit warm in the afternoon slot, but the teacher made up for it. Would recommend the morning class.',
      },
      {
        rating: 4,
        text: 'Great value for the price. Took a while to find the entrance (look for the small wooden sign), otherwise perfect.',
      },
      {
        rating: 3,
        text: 'Nice experience, though it felt a little rushed at the end because the group before us ran late.',
      },
      {
        rating: 5,
        text: 'My teenage daughter and I both loved it. The instructor switched between English and Korean easily and explained the background of everything.',
      },
      {
        rating: 2,
        text: 'The activity itself was fine but we waited 25 minutes for the start and nobody told us why. Please communicate delays.',
      },
    ],
    Tour: [
      {
        rating: 5,
        text: 'Our guide was brilliant: so much history and so many little stories we would never have found on our own. Perfect pace.',
      },
      {
        rating: 5,
        text: 'Best tour of our trip. We tasted, walked and laughed a lot. The group was small and the guide knew everyone along the way.',
      },
      {
        rating: 4,
        text: 'Very informative. A lot of walking, so wear good shoes. I would have liked one more break, but overall excellent.',
      },
      {
        rating: 4,
        text: 'Loved it. The meeting point instructions could be clearer, we nearly went to the wrong exit.',
      },
      {
        rating: 3,
        text: 'Good content but the group was larger than I expected, hard to hear the guide at times.',
      },
      {
        rating: 1,
        text: 'Guide arrived late and the tour was cut short. Disappointing, especially compared with the other reviews.',
      },
    ],
    Tickets: [
      {
        rating: 5,
        text: 'Voucher exchange took two minutes and the seats were great. The whole family was laughing from start to finish.',
      },
      {
        rating: 5,
        text: 'Easy booking, instant confirmation, no queue at the gate. Exactly what you want on a short trip.',
      },
      { rating: 4, text: 'Great fun. Go on a weekday if you can, weekends are very busy.' },
      {
        rating: 3,
        text: 'The ticket worked fine, but the venue was crowded and a couple of attractions were closed that day.',
      },
    ],
  },
  JPN: {
    Experience: [
      {
        rating: 5,
        text: '先生がとても丁寧で、日本語での説明も分かりやすかったです。少人数なので質問もしやすく、大満足でした。',
      },
      {
        rating: 5,
        text: '友達と参加しました。準備がしっかりしていて、初めてでも楽しく作れました。今回の旅行で一番の思い出です。',
      },
      {
        rating: 4,
        text: 'とても楽しかったです。集合場所が少し分かりにくかったので、地図があると助かります。',
      },
      { rating: 4, text: '内容は期待どおり。午後の回は部屋が少し暑かったので、午前の回がおすすめです。' },
      { rating: 3, text: '体験自体は良かったのですが、前の回が押していて開始が遅れました。' },
    ],
    Tour: [
      {
        rating: 5,
        text: 'ガイドさんの説明が面白くて、あっという間の時間でした。自分たちだけでは行けないお店に連れて行ってもらえました。',
      },
      {
        rating: 5,
        text: '母と参加しました。ペースもちょうどよく、写真もたくさん撮っていただきました。またお願いしたいです。',
      },
      { rating: 4, text: '歩く距離が長いので、歩きやすい靴がおすすめです。内容はとても充実していました。' },
      { rating: 3, text: '参加人数が多く、ガイドさんの声が聞こえにくい場面がありました。' },
    ],
    Tickets: [
      {
        rating: 5,
        text: 'バウチャーの引き換えもスムーズで、席も見やすかったです。言葉が分からなくても大笑いしました。',
      },
      { rating: 4, text: 'スマホで入場できて便利でした。週末はかなり混むので平日がおすすめです。' },
      { rating: 4, text: '家族旅行で利用しました。子どもも大喜びでした。' },
      { rating: 2, text: '当日は一部のアトラクションが休止中で残念でした。事前に案内があると助かります。' },
    ],
  },
  CHN: {
    Experience: [
      { rating: 5, text: '老師非常親切，中文講解也很清楚。小班制可以慢慢問問題，整體體驗超級推薦！' },
      { rating: 5, text: '和閨蜜一起參加，準備得很完善，第一次嘗試也能做得很好，是這趟首爾行最難忘的回憶。' },
      { rating: 4, text: '很有趣的體驗，只是集合地點有點難找，建議提供更詳細的地圖。' },
      { rating: 4, text: '內容很充實，下午場教室有點熱，推薦選上午場。' },
      { rating: 3, text: '體驗本身不錯，但前一場延誤，我們晚了二十分鐘才開始。' },
    ],
    Tour: [
      { rating: 5, text: '導遊很會說故事，帶我們去了很多自己絕對找不到的小店，時間過得好快。' },
      { rating: 5, text: '帶爸媽一起參加，步調剛好，導遊還幫我們拍了很多照片，下次還想再報名。' },
      { rating: 4, text: '走路的距離不短，記得穿好走的鞋，整體很值得。' },
      { rating: 2, text: '人數比預期多很多，常常聽不到導遊在說什麼，有點可惜。' },
    ],
    Tickets: [
      { rating: 5, text: '換票很快，位子也很好，全家人從頭笑到尾！' },
      { rating: 5, text: '手機掃碼就能入場，不用排隊買票，非常方便。' },
      { rating: 4, text: '很好玩，但週末人很多，建議平日去。' },
      { rating: 3, text: '票券使用沒問題，不過當天有幾項設施暫停，有點失望。' },
    ],
  },
  CHS: {
    Experience: [
      { rating: 5, text: '老师特别耐心，中文讲解很清楚。小班上课，有问题随时问，强烈推荐！' },
      { rating: 5, text: '和闺蜜一起去的，准备得很周到，第一次做也很顺利，是这次首尔行最难忘的一天。' },
      { rating: 4, text: '体验很有意思，就是集合地点有点难找，建议发个更详细的路线图。' },
      { rating: 4, text: '内容挺充实的，下午场教室有点热，推荐选上午场。' },
      { rating: 3, text: '体验本身不错，但上一场拖堂了，我们晚了二十分钟才开始。' },
    ],
    Tour: [
      { rating: 5, text: '导游特别会讲故事，带我们去了好多自己根本找不到的小店，时间过得飞快。' },
      { rating: 5, text: '带爸妈一起参加的，节奏刚刚好，导游还帮我们拍了很多照片，下次还想报名。' },
      { rating: 4, text: '走的路不少，记得穿双舒服的鞋，总体很值。' },
      { rating: 2, text: '人比预想的多太多了，经常听不清导游在讲什么，有点可惜。' },
    ],
    Tickets: [
      { rating: 5, text: '换票很快，位置也好，全家从头笑到尾！' },
      { rating: 5, text: '手机扫码就能入场，不用排队买票，太方便了。' },
      { rating: 4, text: '很好玩，就是周末人太多，建议工作日去。' },
      { rating: 3, text: '门票用起来没问题，不过当天有几个项目暂停了，有点失望。' },
    ],
  },
  KOR: {
    Experience: [
      {
        rating: 5,
        text: '설명이 친절하고 분위기가 정말 좋았어요. 소규모라 궁금한 점도 편하게 물어볼 수 있었습니다.',
      },
      { rating: 4, text: '전체적으로 만족합니다. 찾아가는 길이 조금 헷갈렸어요.' },
      { rating: 5, text: '부모님 모시고 다녀왔는데 두 분 다 너무 좋아하셨어요. 재방문 의사 있습니다.' },
      { rating: 3, text: '내용은 좋았지만 시작이 조금 늦어져서 아쉬웠습니다.' },
    ],
    Tour: [
      { rating: 5, text: '가이드님이 골목마다 이야기를 들려주셔서 익숙한 동네가 새롭게 보였어요.' },
      { rating: 4, text: '코스 구성이 알찼어요. 걷는 양이 꽤 되니 편한 신발 추천합니다.' },
      { rating: 5, text: '친구들과 다녀왔는데 다들 만족했어요. 혼자서는 못 갈 곳들이었습니다.' },
    ],
    Tickets: [
      { rating: 5, text: '야경이 정말 예뻤어요. 모바일 탑승권이라 교환도 빨랐습니다.' },
      { rating: 4, text: '좋았는데 주말이라 사람이 많았어요. 평일 추천합니다.' },
      { rating: 3, text: '바람이 많이 불어서 밖에 오래 있기는 어려웠어요.' },
    ],
  },
};

/**
 * Demo video ids (11 characters, the YouTube format). They are placeholders, not real guest videos:
 * the storefront shows our generated thumbnails and the embed player answers "video unavailable".
 */
export const DEMO_VIDEO_IDS = [
  'kcDemoRv01a',
  'kcDemoRv02b',
  'kcDemoRv03c',
  'kcDemoRv04d',
  'kcDemoRv05e',
  'kcDemoRv06f',
  'kcDemoRv07g',
  'kcDemoRv08h',
];

export const shortsUrl = (id: string) => `https://youtube.com/shorts/${id}`;

/** Short captions that accompany a video review. */
export const REELS_CAPTIONS: Record<Language, string[]> = {
  ENG: ['Our day in a 60-second clip!', 'Had to film this, it was too good.', 'Watch till the end 😄'],
  JPN: ['60秒でまとめてみました！', '楽しすぎて動画を撮りました。'],
  CHN: ['用一分鐘帶你看完整個體驗！', '太好玩了忍不住錄下來'],
  CHS: ['一分钟带你看完整个体验！', '太好玩了，忍不住录了个视频'],
  KOR: ['1분 요약 영상이에요!', '너무 좋아서 영상으로 남겼어요.'],
};
