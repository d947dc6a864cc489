import { paths, href } from '#shared/routes';
import type { Tutorial } from '../types';

export const tutorials: Tutorial[] = [
  {
    id: 'first-estimate',
    level: 'beginner',
    minutes: 5,
    title: 'Get your first estimate',
    summary:
      'Answer twelve questions in three steps and get your success score. No account needed.',
    steps: [
      {
        text: 'Open the “[[calculator:title]]”. You can use it without an account.',
        link: { to: paths.calculator, label: 'Open the calculator' },
      },
      {
        text: 'In “[[calculator:steps.business.title]]”, choose your “[[fields:label.sector]]”, “[[fields:label.productType]]”, “[[fields:label.customerType]]” and “[[fields:label.businessStage]]”, then press “[[calculator:next]]”.',
      },
      {
        text: 'In “[[calculator:steps.market.title]]”, choose your “[[fields:label.location]]” (a US state, “[[fields:option.location.TR]]” or “[[fields:option.location.OTHER]]”), “[[fields:label.marketSize]]”, “[[fields:label.competitionLevel]]” and “[[fields:label.marketingStrategy]]”. “[[fields:label.areaType]]” is optional: leave it if you are not sure.',
      },
      {
        text: 'In “[[calculator:steps.resources.title]]”, choose your “[[fields:label.experience]]” and “[[fields:label.operationScale]]”, enter your “[[fields:label.capitalInvestment]]” in the currency you choose beside it, and choose how much “[[fields:label.fundingNeeds]]”. “[[fields:label.legalForm]]” and “[[fields:label.timeCommitment]]” are optional: leave them if you have not decided.',
      },
      {
        text: 'Press “[[calculator:submit]]”. The completion meter shows how much is left; a missing answer is marked on its field.',
      },
      {
        text: 'Your result opens with the score, its range and its band. To try other answers, press “[[calculator:result.edit]]”: your answers are kept.',
      },
    ],
    links: [{ to: href.faq('which-stage'), label: 'Which business stage should I choose?' }],
  },
  {
    id: 'read-the-result',
    level: 'beginner',
    minutes: 10,
    title: 'Read your result',
    summary: 'What each part of the result page tells you, and what it does not.',
    steps: [
      {
        text: 'Start with the score: the estimated chance that the business still operates in five years. The range beside it is an 80% interval; the band ([[score:bands.high]], [[score:bands.medium]], [[score:bands.moderate]] or [[score:bands.low]]) labels the score.',
        link: {
          to: href.knowledgeBase('five-year-survival'),
          label: 'Five-year survival explained',
        },
      },
      {
        text: 'In “[[results:tabs.overview]]”, “[[results:overview.groups.business.heading]]” lists the answers that describe your business and how firms like it fared; “[[results:overview.groups.choice.heading]]” lists your own choices, followed by the changes that would raise your estimate most. Both show associations seen in published statistics, not causes.',
      },
      {
        text: 'Open “[[results:tabs.visualizations]]”. “[[results:views.breakdown]]” shows “[[results:charts.waterfall.title]]”: your sector’s base rate first, then the points each answer adds or removes.',
        link: { to: href.knowledgeBase('base-rate'), label: 'What a base rate is' },
      },
      {
        text: 'In “[[results:views.factors]]”, the chart “[[results:charts.tornado.title]]” shows, for each answer, the estimate with its worst and best alternative. Long bars are the answers that matter most. “[[results:views.financials]]” shows “[[results:charts.survival.title]]” and the five-year growth projection.',
      },
      {
        text: 'Read “[[results:tabs.recommendations]]” and “[[results:tabs.actionPlan]]” for the changes that would raise your estimate most, in order, and “[[results:tabs.mistakes]]” for what commonly sinks businesses like yours.',
      },
      {
        text: 'At the end, “[[results:model.heading]]” lists the sources behind your result with their evidence grades, and the model version.',
        link: { to: href.knowledgeBase('evidence-grades'), label: 'Evidence grades' },
      },
    ],
    links: [{ to: paths.successScore, label: 'How the success score works' }],
  },
  {
    id: 'use-the-goal-search',
    level: 'intermediate',
    minutes: 10,
    title: 'Use the goal search',
    summary: 'Find the smallest changes that would lift your score, or your plan, to a goal.',
    steps: [
      {
        text: 'Sign in and create a business (or use one you have). The goal search starts from its calculator answers, or from your last calculator run.',
        link: { to: paths.businesses, label: 'Your businesses' },
      },
      {
        text: 'Open the “[[simulation:goalPage.title]]”.',
        link: { to: paths.simulator, label: 'Open the goal-based simulator' },
      },
      {
        text: 'Under “[[simulation:goal.form.kind]]”, choose “[[simulation:goal.kinds.successScoreAtLeast]]” and enter the score you want to reach, for example 60.',
      },
      {
        text: 'Press “[[simulation:goal.form.submit]]”. Plans are listed easiest first, each with its changes and the score it reaches.',
      },
      {
        text: 'Look at “[[simulation:goal.score.results.withoutNewMoney]]”: what you could do without raising more money.',
      },
      {
        text: 'Try the other goals too (never running out of cash, breaking even in time, revenue in a given year): they use your plan’s numbers, as the business simulator does.',
      },
    ],
    links: [{ to: href.faq('goal-search-suggestions'), label: 'What the goal search suggests' }],
  },
  {
    id: 'run-a-cash-simulation',
    level: 'intermediate',
    minutes: 15,
    title: 'Run a cash simulation',
    summary:
      'See how long your money lasts, when you might break even, and how a recession changes that.',
    steps: [
      {
        text: 'Sign in, make sure you have a business, and open the “[[simulation:business.title]]”.',
        link: { to: paths.businessSimulator, label: 'Open the business simulator' },
      },
      {
        text: 'Fill in your plan: “[[simulation:form.fields.startingCapital.label]]”, “[[simulation:form.fields.monthlyFixedCosts.label]]”, “[[simulation:form.fields.pricePerCustomerMonth.label]]”, your customers, “[[simulation:form.fields.growthPercent.label]]” and “[[simulation:form.fields.churnPercent.label]]”. Capital, funding and team size from your calculator answers are filled in as starting numbers.',
      },
      {
        text: 'Press “[[simulation:form.run]]”. Thousands of five-year paths are simulated in your browser.',
      },
      {
        text: 'Read the three headline figures: “[[simulation:headline.cashOut]]”, “[[simulation:headline.breakEven]]” and the chance of never running out of cash. The cash chart’s band holds 80% of the paths.',
        link: { to: href.knowledgeBase('runway'), label: 'Runway and break-even' },
      },
      {
        text: 'Compare your plan with the best and worst cases in the side-by-side table; “[[simulation:comparison.fundingGap]]” tells you how much extra money a bad run might need.',
      },
      {
        text: 'Switch on “[[simulation:form.recession.label]]” and run again, then press “[[simulation:saved.save]]” to keep the scenario with your business.',
      },
    ],
    links: [{ to: href.knowledgeBase('monte-carlo'), label: 'Monte Carlo simulation' }],
  },
  {
    id: 'save-and-compare',
    level: 'beginner',
    minutes: 10,
    title: 'Save and compare calculations',
    summary: 'Keep your results and see what changed between two versions of your idea.',
    steps: [
      {
        text: 'Sign in (the app asks you to create a business first if you have none), then use the calculator: signed in, your results are saved to your account.',
        link: { to: paths.auth, label: 'Sign in' },
      },
      {
        text: 'Change one or two answers and calculate again, so you have two versions to compare.',
      },
      {
        text: 'Open “[[calculations:analysesPage.title]]”. Use “[[calculations:actions.rename]]” to give each one a clear title.',
        link: { to: paths.analyses, label: 'Your analyses' },
      },
      {
        text: 'Select two analyses and press “[[calculations:list.compare]]”.',
      },
      {
        text: 'The comparison shows the score and range of each, the inputs that differ and the factor ratings, with the change between them. It also tells you when the two were made with different model versions.',
      },
    ],
  },
  {
    id: 'share-and-export',
    level: 'beginner',
    minutes: 5,
    title: 'Share or export a result',
    summary: 'Send a read-only link, or download the result as a PDF, an image or data.',
    steps: [
      {
        text: 'On a result, open “[[export:menu.trigger]]” and choose “[[export:menu.formats.pdf]]”, “[[export:menu.formats.png]]”, “[[export:menu.formats.json]]” or “[[export:menu.formats.csv]]”. This works for visitors too.',
      },
      {
        text: 'To share a link, the result must be saved: press “[[calculator:result.share.save]]” (a visitor is asked to sign in first and comes back to the same result).',
      },
      {
        text: 'On a saved analysis, choose “[[calculations:actions.share]]”, then “[[calculations:share.create]]” and “[[calculations:share.copy]]”. The link is shown only once, so copy it before closing the window.',
        link: { to: paths.analyses, label: 'Your analyses' },
      },
      {
        text: 'To stop a link from working, choose “[[calculations:share.revoke]]”. Creating a new link also stops the old one.',
      },
    ],
    links: [{ to: href.faq('share-link'), label: 'Who can see a result I share?' }],
  },
];
