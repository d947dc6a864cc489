import { paths, href, signUpPath } from '#shared/routes';
import type { FaqItem } from '../types';

export const faq: FaqItem[] = [
  {
    id: 'what-is-the-score',
    group: 'score',
    question: 'What does the success score mean?',
    answer: [
      'It is the estimated chance, in percent, that a business like yours is still operating five years from now. A score of 48 means that about 48 of 100 similar businesses would still be open after five years.',
      'It is not a grade of your plan or a promise. It starts from the five-year survival of real businesses in your sector and moves a little with your other answers.',
    ],
    links: [
      { to: href.knowledgeBase('five-year-survival'), label: 'Five-year survival explained' },
      { to: paths.successScore, label: 'How the success score works' },
    ],
  },
  {
    id: 'score-bands',
    group: 'score',
    question: 'What do the score bands mean?',
    answer: [
      'They label ranges of the score: [[score:bands.high]] is 80–100%, [[score:bands.medium]] 60–79%, [[score:bands.moderate]] 40–59% and [[score:bands.low]] 0–39%.',
      'Many ordinary businesses land in the “[[score:bands.moderate]]” band, because only about half of new US employer firms are still open after five years. That is the usual starting point, not a warning sign on its own.',
    ],
    links: [{ to: href.knowledgeBase('base-rate'), label: 'What a base rate is' }],
  },
  {
    id: 'what-is-the-range',
    group: 'score',
    question: 'Why is there a range next to my score?',
    answer: [
      'The range is an 80% interval: the model is 80% sure the true value lies within it. It is wider where the evidence is thinner, for example outside the US or when you state an area type.',
    ],
    links: [{ to: href.knowledgeBase('uncertainty-range'), label: 'The uncertainty range' }],
  },
  {
    id: 'same-answers-same-score',
    group: 'score',
    question: 'Will the same answers always give the same score?',
    answer: [
      'Yes. The estimate has no random part: the same answers with the same model version always give the same result. Every result records its model version and a fingerprint of its answers, so it can be checked later.',
      'When the model is updated, the version changes. Comparing two saved analyses tells you when they were made with different models.',
    ],
    links: [
      { to: href.knowledgeBase('model-version'), label: 'Model versions and reproducibility' },
    ],
  },
  {
    id: 'data-sources',
    group: 'evidence',
    question: 'Where do the numbers come from?',
    answer: [
      'The starting level of every estimate is the five-year survival of US firms by sector from the US Census Bureau’s Business Dynamics Statistics (firms born 2005–2014). Starting capital, team size, legal form and industry experience are read from INSEE’s SINE survey of new French firms, trade abroad from Statistics Netherlands (CBS), and main or side activity from INSEE’s follow-up of micro-entrepreneurs; the area type is fitted on US SBA 7(a) loans. Competition, marketing and funding still needed use small, capped effects from published studies. All of these are associations, not causes.',
      'Turkey uses TÜİK’s survival of Turkish enterprises and any other country the EU-28 average from Eurostat.',
    ],
    links: [
      { to: href.knowledgeBase('bds'), label: 'Business Dynamics Statistics' },
      { to: href.knowledgeBase('new-firm-tables'), label: 'Survival tables of new firms' },
      { to: href.knowledgeBase('sba-7a'), label: 'The SBA 7(a) loan data' },
    ],
  },
  {
    id: 'how-accurate',
    group: 'evidence',
    question: 'How accurate is the estimate?',
    answer: [
      'Averaged over a sector, it is close: each sector’s average estimate matches its Census five-year survival. For telling one business from another it is weak. Tested on US SBA loans it had not seen, the model’s AUC is about 0.56, where 0.5 is guessing.',
      'So read the score as “how businesses like mine usually fare”, not as a verdict on your particular plan.',
    ],
    links: [
      { to: href.knowledgeBase('calibration'), label: 'Calibration and discrimination' },
      { to: paths.successScore, label: 'The measured figures' },
    ],
  },
  {
    id: 'outside-the-us',
    group: 'evidence',
    question: 'Does it work for Turkey and other countries?',
    answer: [
      'Yes, with less certainty. Choose “[[fields:option.location.TR]]” for Turkey: the estimate then starts from TÜİK’s survival of Turkish enterprises born in 2019, with year five extrapolated. Choose “[[fields:option.location.OTHER]]” for anywhere else: the estimate then uses the EU-28 average from Eurostat.',
      'Both count all enterprises, including those without employees, while the US figures count employer firms. That is why the range is wider outside the US.',
    ],
    links: [{ to: href.knowledgeBase('input-location'), label: 'How location is used' }],
  },
  {
    id: 'charge-off-not-closure',
    group: 'evidence',
    question: 'Why do you test the model on loans?',
    answer: [
      'Because SBA 7(a) loans are one of the few public data sets that follow many individual small businesses to an outcome. The outcome is whether the loan was charged off, which is a credit failure, not exactly a closure, so the test is an approximation. We say so wherever the figures appear.',
    ],
    links: [{ to: href.knowledgeBase('sba-7a'), label: 'The SBA 7(a) loan data' }],
  },
  {
    id: 'which-stage',
    group: 'inputs',
    question: 'Which business stage should I choose?',
    answer: [
      'Choose where the business is today. “[[fields:option.businessStage.idea]]”, “[[fields:option.businessStage.planning]]” and “[[fields:option.businessStage.launched_under_1_year]]” all start the estimate at a business’s first year. Businesses that have already lasted a few years are more likely to last five more, so the two operating stages give higher estimates.',
    ],
    links: [{ to: href.knowledgeBase('input-stage'), label: 'Business stage explained' }],
  },
  {
    id: 'what-capital',
    group: 'inputs',
    question: 'What should I enter as starting capital?',
    answer: [
      '“[[fields:label.capitalInvestment]]” is the money available to start or run the business, in the currency you choose beside it (US dollars, Turkish lira or euros; the model converts lira and euros to dollars at the rate named under the field), including your own savings and money already promised to you. Money you still have to find goes under “[[fields:label.fundingNeeds]]”.',
      'Its effect comes from survival tables of new French firms (INSEE): firms that started with more money survived more often. That is an association, partly with who manages to raise money, not a promise that more money makes a business last.',
    ],
    links: [{ to: href.knowledgeBase('input-capital'), label: 'Starting capital and funding' }],
  },
  {
    id: 'area-type-unsure',
    group: 'inputs',
    question: 'What if I am not sure about the area type?',
    answer: [
      '“[[fields:label.areaType]]” is optional. Leave it empty or choose “[[fields:option.areaType.unknown]]” and it has no effect at all. Choosing urban or rural moves the estimate slightly and widens the range a little.',
    ],
    links: [{ to: href.knowledgeBase('input-area-type'), label: 'Area type explained' }],
  },
  {
    id: 'customers-product-no-effect',
    group: 'inputs',
    question: 'Why did changing my customers or product type not change the score?',
    answer: [
      'No reliable study shows that selling to businesses or to consumers, or selling goods rather than services, changes survival on its own. So “[[fields:label.customerType]]” and “[[fields:label.productType]]” carry no effect of their own; the sector you choose already captures most of that difference.',
    ],
    links: [
      { to: href.knowledgeBase('input-customers-product'), label: 'Customers and product type' },
    ],
  },
  {
    id: 'simulator-vs-calculator',
    group: 'simulators',
    question: 'How is the business simulator different from the calculator?',
    answer: [
      'The calculator estimates survival from public statistics about businesses like yours. The business simulator works only from your own plan’s numbers (capital, costs, price, customers) and shows what follows from them: the chance of running out of cash, when you might break even and how much extra money you might need.',
      'Its results are what your assumptions imply, not a forecast.',
    ],
    links: [
      { to: href.knowledgeBase('monte-carlo'), label: 'Monte Carlo simulation' },
      { to: href.tutorials('run-a-cash-simulation'), label: 'Tutorial: run a cash simulation' },
    ],
  },
  {
    id: 'goal-search-suggestions',
    group: 'simulators',
    question: 'What does the goal search suggest, and what does it leave alone?',
    answer: [
      'It only suggests changes you can choose: your marketing, the market you aim at, experience brought in through a co-founder or mentor, your funding plan, and facing less competition by choosing a niche. Your sector, place, area, stage, team size, legal form, main or side activity, customers and product type describe the business and are never suggested. The gains it shows are associations seen in published statistics of new firms, not guarantees.',
      'For a success-score goal it also shows the best plan that needs no new money. Capital suggestions ask for at most three times your current capital and state the new money as an amount.',
    ],
    links: [{ to: href.tutorials('use-the-goal-search'), label: 'Tutorial: use the goal search' }],
  },
  {
    id: 'simulation-seed',
    group: 'simulators',
    question: 'Why does the simulation give the same numbers every time?',
    answer: [
      'Each run is seeded: the same plan with the same “[[simulation:form.fields.seed.label]]” gives the same paths, so you can compare changes fairly. Change the seed to see a different set of random paths.',
    ],
  },
  {
    id: 'simulator-needs-business',
    group: 'simulators',
    question: 'Why do the simulators ask me to sign in?',
    answer: [
      'Both simulators belong to a business: they start from its calculator answers and save scenarios with it. So you need an account and at least one business. The calculator itself works without an account.',
    ],
    links: [{ to: signUpPath, label: 'Create an account' }],
  },
  {
    id: 'need-an-account',
    group: 'account',
    question: 'Do I need an account?',
    answer: [
      'Not for the calculator: visitors get the full result, and can export it. An account lets you save results, compare them, share them with a link and use the simulators.',
    ],
  },
  {
    id: 'share-link',
    group: 'account',
    question: 'Who can see a result I share?',
    answer: [
      'Anyone who has the link can see that one result, read-only, without signing in. They cannot change it or see your account. You can revoke a link at any time, and creating a new link stops the old one from working. Deleting the analysis deletes its link too.',
    ],
    links: [
      { to: href.tutorials('share-and-export'), label: 'Tutorial: share or export a result' },
    ],
  },
  {
    id: 'data-export',
    group: 'account',
    question: 'How do I download my data?',
    answer: [
      'Open “[[account:title]]”, find “[[account:data.heading]]” and choose “[[account:data.export]]”.',
      '[[account:data.description]] [[account:data.exportedDescription]]',
    ],
    links: [{ to: paths.account, label: 'Open My Account' }],
  },
  {
    id: 'delete-account',
    group: 'account',
    question: 'How do I delete my account?',
    answer: [
      'Open “[[account:title]]” and choose “[[account:delete.open]]”. To confirm, you type your username (and your password, if your account has one).',
      '[[account:delete.description]] Consider downloading your data first.',
    ],
    links: [{ to: href.faq('data-export'), label: 'How to download your data' }],
  },
  {
    id: 'signed-out',
    group: 'account',
    question: 'Why was I signed out?',
    answer: [
      'For your safety a session ends after 30 minutes without activity, or 24 hours after you signed in. Sign in again and you return to the page you were on. You can also see where you are signed in, and sign out of other devices, on “[[account:title]]”.',
    ],
  },
  {
    id: 'change-language',
    group: 'languages',
    question: 'How do I switch between English and Turkish?',
    answer: [
      'Use the language menu in the header. Your choice is remembered in this browser; signed-in users can also set it on “[[account:title]]”, which changes the language of our e-mails too. On a first visit the site is Turkish if your browser is set to Turkish, and English otherwise.',
    ],
  },
  {
    id: 'accessibility-settings',
    group: 'languages',
    question: 'What accessibility settings are there?',
    answer: [
      'The round button at the bottom right opens “[[accessibility:panel.title]]”: [[accessibility:settings.highContrast.label]], [[accessibility:settings.largeText.label]], [[accessibility:settings.reducedMotion.label]], [[accessibility:settings.keyboardNavigation.label]], [[accessibility:settings.darkMode.label]] and [[accessibility:settings.soundEnabled.label]]. Changes apply at once and are saved in this browser.',
      'Every page works with the keyboard alone, and every chart has a data table behind it.',
    ],
  },
  {
    id: 'offline',
    group: 'languages',
    question: 'Does the calculator work offline?',
    answer: [
      'Yes. The model runs in your browser, so once the calculator has loaded you can get a result without a connection. The result says that it was computed in your browser; it is the same model the server uses. Saving and sharing need a connection.',
    ],
  },
  {
    id: 'is-it-free',
    group: 'pricing',
    question: 'Is Foresight free?',
    answer: [
      'Yes. The calculator and everything it tells you are free, with or without an account, and they stay free: the full result, saving, comparing, share links, the exports and downloading or deleting your data. So do the help center and the learning content.',
    ],
    links: [{ to: paths.pricing, label: 'Pricing' }],
  },
  {
    id: 'paid-tools',
    group: 'pricing',
    question: 'What will cost money later?',
    answer: [
      'Nothing is for sale yet: until checkout opens, everything on the site is free to use. Later, tokens (in packs or with a membership) will pay for heavier tools that cost real computing time, such as the comprehensive analysis, simulator runs beyond a free number each day, and written narratives of a result. The pricing page lists what each will cost. Paying will never be needed to keep, download or delete your data.',
    ],
    links: [{ to: paths.pricing, label: 'Pricing' }],
  },
];
