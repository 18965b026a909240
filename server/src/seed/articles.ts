import type { ArticleCategory } from '../../../domain/constants.js';
import type { ArtMotif } from './images.js';

export interface ArticleSeed {
  slug: string;
  title: string;
  category: ArticleCategory;
  excerpt: string;
  author: string;
  readTime: number;
  ageDays: number;
  isPublished?: boolean;
  motif: ArtMotif;
  content: string;
}

/** Culture-guide articles (simple markdown). */
export const ARTICLES: ArticleSeed[] = [
  {
    slug: 'first-three-days-in-seoul',
    title: 'Your First Three Days in Seoul: A Neighbourhood-by-Neighbourhood Plan',
    category: 'guide',
    excerpt:
      'Palaces and hanok on day one, markets and street food on day two, K-pop and night views on day three.',
    author: 'Jiyoon Park',
    readTime: 7,
    ageDays: 3,
    motif: 'palace',
    content: `Seoul is big, but its neighbourhoods are close together and the subway is excellent. This plan keeps travel time short and groups sights that belong together.

## Day 1: Palaces and hanok

Start at **Gyeongbokgung Palace** when it opens at 9:00 and catch the changing of the guard at Gwanghwamun. If you rent a hanok, entry is free.

- Walk east through **Bukchon Hanok Village** before the crowds arrive
- Lunch in **Samcheong-dong** or **Insadong**
- Tea at a traditional tea house in the afternoon

## Day 2: Markets and food

Spend the morning at **Gwangjang Market** and the afternoon along **Cheonggyecheon Stream**. In the evening, head to **Euljiro** for old-school bars and hidden rooftops.

## Day 3: K-pop and night views

Take a dance class in **Hongdae**, browse the shops of **Seongsu-dong**, then ride the cable car up to **N Seoul Tower** for sunset.

> Tip: buy a T-money card at any convenience store on day one. It works on every subway, bus and most taxis.`,
  },
  {
    slug: 'getting-around-seoul',
    title: 'Getting Around Seoul: Subway, Buses, Taxis and T-money',
    category: 'guide',
    excerpt:
      'Everything you need to move around the city like a local, from the airport train to late-night taxis.',
    author: 'Minho Lee',
    readTime: 5,
    ageDays: 18,
    motif: 'night',
    content: `Seoul's public transport is clean, cheap and signposted in English, Japanese and Chinese.

## From the airport

The **AREX express train** reaches Seoul Station in 43 minutes. The all-stop train is slower but cheaper and also stops at Hongik University.

## The subway

- Fares start at about 1,500 KRW with a transport card
- Transfers between subway and bus within 30 minutes are free or discounted
- Trains run from about 5:30 until midnight

## Taxis

Orange and grey taxis are standard; black taxis are premium. Most drivers accept cards and T-money. Apps such as Kakao T let you enter your destination in English.

## Transport cards

A **T-money** card costs a few thousand won at convenience stores. Top it up with cash at any station machine.`,
  },
  {
    slug: 'day-trips-from-seoul',
    title: 'Five Easy Day Trips from Seoul',
    category: 'guide',
    excerpt:
      'The DMZ, Suwon’s fortress, Nami Island and more: places you can reach and return from in a day.',
    author: 'Sora Kim',
    readTime: 6,
    ageDays: 41,
    motif: 'K-Drama',
    content: `When you have seen the palaces and markets, Seoul makes a great base for day trips.

## 1. The DMZ

Go with a licensed tour: you need a passport and the sites close on Mondays.

## 2. Suwon Hwaseong Fortress

A UNESCO-listed fortress wall you can walk around in two hours. Finish with Suwon's famous fried chicken.

## 3. Nami Island

Tree-lined paths made famous by the drama *Winter Sonata*. Beautiful in autumn.

## 4. Incheon Chinatown

Home of jjajangmyeon, the black-bean noodles every Korean knows.

## 5. Jeonju by KTX

Jeonju's hanok village and bibimbap are under two hours away by high-speed train.`,
  },
  {
    slug: 'korean-dining-etiquette',
    title: 'Korean Dining Etiquette: 10 Things to Know Before You Eat',
    category: 'tips',
    excerpt:
      'Who pours the drinks, why you should not stick chopsticks in rice, and how refills of side dishes work.',
    author: 'Jiyoon Park',
    readTime: 4,
    ageDays: 9,
    motif: 'K-Food',
    content: `Korean meals are social and generous. A few customs will make you a welcome guest.

1. Wait for the eldest person to start eating.
2. **Never stick chopsticks upright in rice**: it is associated with funeral rites.
3. Side dishes (banchan) are free and refillable. Just ask politely.
4. Pour drinks for others, not for yourself.
5. When an elder pours for you, hold the glass with both hands.
6. Turn your head slightly away when drinking in front of elders.
7. Use the spoon for rice and soup, chopsticks for side dishes.
8. Don't blow your nose at the table.
9. Tipping is not expected.
10. Pay at the counter on the way out.

Say **"jal meokgesseumnida"** before eating and **"jal meogeotseumnida"** afterwards: your hosts will love it.`,
  },
  {
    slug: 'booking-tips-korea',
    title: 'How to Book Experiences in Korea Without Stress',
    category: 'tips',
    excerpt: 'Why small classes fill up, when to book DMZ tours, and what to do if your plans change.',
    author: 'Daniel Choi',
    readTime: 4,
    ageDays: 25,
    motif: 'K-Trend',
    content: `Many of the best experiences in Seoul run in small groups and fill up quickly, especially in spring and autumn.

## Book early for

- **Cooking and brewing classes**: often capped at 8-10 guests
- **DMZ tours**: limited by military permits
- **Weekend slots** for K-pop dance classes

## Check the calendar

Some experiences close on fixed weekdays: palaces on Tuesday or Monday, the DMZ on Monday. Our calendar greys out those days automatically.

## Keep your verification code

After booking you choose a 6-digit code. With your e-mail and phone number it lets you look up your booking at any time.`,
  },
  {
    slug: 'korea-on-a-budget',
    title: 'Seoul on a Budget: Eating and Exploring for Less',
    category: 'tips',
    excerpt: 'Free palace entry in hanbok, set lunches under 10,000 won and the best free views in the city.',
    author: 'Minho Lee',
    readTime: 5,
    ageDays: 60,
    motif: 'market',
    content: `Seoul can be surprisingly affordable.

## Eat well for less

- Lunch sets (**baekban**) with rice, soup and side dishes often cost under 10,000 KRW
- Markets such as **Mangwon** and **Tongin** are cheaper than tourist streets
- Convenience stores sell good gimbap and triangle kimbap

## Free things to do

- Wear hanbok for **free palace entry**
- Walk the **Seoul City Wall** trail
- Watch the sunset from **Naksan Park**

## Save on transport

Use a transport card for transfer discounts and avoid taxis during the late-night surcharge.`,
  },
  {
    slug: 'story-of-makgeolli',
    title: 'The Story of Makgeolli, Korea’s Oldest Drink',
    category: 'culture',
    excerpt: 'From farmers’ fields to craft breweries: how a cloudy rice wine became cool again.',
    author: 'Sora Kim',
    readTime: 6,
    ageDays: 14,
    motif: 'K-Sool',
    content: `Makgeolli is a milky rice wine with a gentle fizz and about 6-8% alcohol.

## A farmer's drink

For centuries it was brewed at home and drunk in the fields during breaks, which is why it is also called **nongju**, "farmers' liquor".

## Ban and revival

Home brewing with rice was restricted for decades. Since the 1990s, small breweries have revived old recipes using only **rice, water and nuruk**.

## How to drink it

- Gently turn the bottle to mix the sediment
- Drink it from a shallow bowl
- Pair it with **pajeon** on a rainy day, a Korean tradition

Want to try brewing it? Several of our classes let you take home your own bottle.`,
  },
  {
    slug: 'hanbok-through-the-ages',
    title: 'Hanbok Through the Ages: From the Royal Court to the Street',
    category: 'culture',
    excerpt:
      'What the colours of hanbok meant, how the silhouette changed and why young Koreans wear it again.',
    author: 'Jiyoon Park',
    readTime: 5,
    ageDays: 33,
    motif: 'palace',
    content: `Hanbok is Korea's traditional dress: a short jacket (**jeogori**) with a full skirt (**chima**) or trousers (**baji**).

## Colours with meaning

The five traditional colours, **obangsaek**, stand for the elements and directions: blue, red, yellow, white and black.

## Changing shapes

In the late Joseon period jackets became very short and skirts very full. Modern designers now make lighter everyday versions.

## Back in fashion

Today young Koreans and visitors wear hanbok to palaces and hanok villages, and designers show modern hanbok at Seoul Fashion Week.`,
  },
  {
    slug: 'new-experiences-this-season',
    title: 'New This Season: K-Beauty Tours and Late-Night Food Walks',
    category: 'news',
    excerpt:
      'We added a K-beauty tour in Seongsu, a night food tour of Gwangjang Market and a Han River cruise.',
    author: 'Daniel Choi',
    readTime: 3,
    ageDays: 2,
    motif: 'K-Trend',
    content: `This season we are adding several new experiences.

- **K-Beauty Trend Tour** in Seongsu with a personal skin analysis
- **Gwangjang Market Night Food Tour** with makgeolli and soju
- **Han River Night Cruise** from Yeouido

All new experiences carry the **NEW** badge on the experience list. Early bookers get an introductory discount on selected dates.`,
  },
  {
    slug: 'launch-announcement',
    title: 'We Are Live: Book Korean Cultural Experiences Online',
    category: 'news',
    excerpt: 'Our booking site opens on June 20, 2025 in English, Japanese and Traditional Chinese.',
    author: 'K-Culture Team',
    readTime: 2,
    ageDays: 120,
    motif: 'K-Pop',
    content: `We are a small team in Seoul that loves sharing Korean culture with visitors.

From **June 20, 2025** you can browse and book our experiences online in **English, Japanese and Traditional Chinese**.

## How booking works

1. Choose an experience
2. Pick a date and time
3. Enter your details
4. We review your application and e-mail you the confirmation and payment details

Questions? Our contact page lists our e-mail addresses and business hours.`,
  },
  {
    slug: 'draft-autumn-foliage',
    title: 'Autumn Foliage Guide (draft)',
    category: 'guide',
    excerpt: 'Where to see the best autumn colours in and around Seoul.',
    author: 'Sora Kim',
    readTime: 4,
    ageDays: 1,
    isPublished: false,
    motif: 'temple',
    content: `Draft: Bukhansan, Namsan and Changdeokgung's Secret Garden. To be completed before October.`,
  },
];
