import { href } from '#shared/routes';
import type { KbArticle } from '../types';

/** Knowledge-base articles on the calculator's inputs and on money over time. */
export const inputArticles: KbArticle[] = [
  {
    id: 'input-sector',
    topic: 'inputs',
    title: 'Sector',
    summary: '“[[fields:label.sector]]” sets the starting point of your estimate.',
    body: [
      'Choose the industry your business belongs to; each option names typical examples, such as “[[fields:option.sector.other_services]]”. The sector picks the survival curve your estimate starts from: the Census five-year survival of firms in that sector.',
      'The sector is the baseline of the breakdown (0 points); every other answer is measured against a typical business of the same sector. If two sectors fit, try both: the difference shows how much the choice matters.',
    ],
    links: [{ to: href.knowledgeBase('base-rate'), label: 'Base rate' }],
  },
  {
    id: 'input-location',
    topic: 'inputs',
    title: 'Location',
    summary: 'How “[[fields:label.location]]” shifts the estimate, in the US and elsewhere.',
    body: [
      'US states: the Census five-year survival of firms differs by state, from about 42.9% in Missouri to 55.1% in the District of Columbia (median about 49.4%, firms born 2005–2014). Foresight applies half of each state’s difference, a cautious choice.',
      '“[[fields:option.location.TR]]”: TÜİK’s survival of Turkish enterprises born in 2019 (80.6% after one year, 66.9% after two, 58.2% after three, 47.5% after four); year five is extrapolated with the US age pattern.',
      '“[[fields:option.location.OTHER]]”: the EU-28 average from Eurostat (about 80% after one year, about 44% after five), labelled as the EU figure.',
      'The Turkish and European figures count all enterprises, including those without employees, while the US figures count employer firms, so the range is wider outside the US.',
    ],
  },
  {
    id: 'input-stage',
    topic: 'inputs',
    title: 'Business stage',
    summary: 'Why a business that has already lasted gets a higher estimate.',
    body: [
      'The risk of closing is highest in a business’s first year and falls each year after (about 23.5% of new US firms closed in their first year, about 8% in their fifth). “[[fields:label.businessStage]]” tells the model where on that curve you start.',
      {
        list: [
          '“[[fields:option.businessStage.idea]]”, “[[fields:option.businessStage.planning]]” and “[[fields:option.businessStage.launched_under_1_year]]”: a first-year business.',
          '“[[fields:option.businessStage.operating_1_to_3_years]]”: a business aged two.',
          '“[[fields:option.businessStage.operating_over_3_years]]”: a business aged four (a cautious choice, as the true age is unknown).',
        ],
      },
    ],
  },
  {
    id: 'input-capital',
    topic: 'inputs',
    title: 'Starting capital and funding still needed',
    summary: 'What the two money answers do, and where their effect comes from.',
    body: [
      '“[[fields:label.capitalInvestment]]” is the money available to start or run the business, in the currency you choose beside it (the model converts lira and euros to US dollars at a purchasing-power parity it names under the field). Its effect comes from INSEE’s SINE survey of new French firms: of the firms started in 2010, 72% of those that began with €80,000 or more were still open five years later, against 54% of those that began with under €4,000 (60% of all). Foresight reproduces this table and three more (the 2014 cohort, and both cohorts after three years), with euros of 2010 turned into today’s dollars: €4,000 is about $7,600, €80,000 about $153,000.',
      'This is an association, not a cause: firms that started with more money survived more often, partly because of who manages to raise it and what kind of business needs it. More capital never lowers the estimate. Below about $1,000 and above about $600,000 the effect is flat, and between about $5,000 and $50,000 it hardly changes.',
      'For comparison, the typical new US employer firm starts with about $24,000: our estimate of the median from the start-up capital brackets of the Census Annual Business Survey, as summarised by the SBA Office of Advocacy in 2022.',
      '“[[fields:label.fundingNeeds]]” is outside money you still have to raise. When it is more than twice your own capital, the estimate treats the business as under-capitalised, a small effect from published research.',
    ],
    links: [{ to: href.knowledgeBase('new-firm-tables'), label: 'Survival tables of new firms' }],
  },
  {
    id: 'input-team-size',
    topic: 'inputs',
    title: 'Team size',
    summary: 'How “[[fields:label.operationScale]]” is counted and used.',
    body: [
      'Count everyone working in the business, founders included: “[[fields:option.operationScale.solo]]” if it is just you. Most new firms are small: according to the Kauffman Foundation (2013, from Census data), 86% of new firms have one to four employees.',
      'Its effect comes from INSEE’s SINE survey: of the French firms started in 2006, 64% of those without employees were still open three years later, against 70% of those with one or two employees and 74% of those with three to five (66% of all). Austria, Germany and the US show the same gap; their tables are used as checks, not fitted.',
      'Team size describes the business: firms that start with employees differ from one-person firms in many ways, so the gap is an association, not advice to hire. The goal search never suggests changing it.',
    ],
  },
  {
    id: 'input-legal-form-activity',
    topic: 'inputs',
    title: 'Legal form and main or side activity',
    summary: 'Two optional answers that describe how the business is set up and run.',
    body: [
      '“[[fields:label.legalForm]]” asks how the business is or will be registered. In INSEE’s SINE survey, 67% of the companies started in France in 2010 were still open five years later, against 50% of the sole proprietorships (60% of all); Sweden and Norway show the same order, with partnerships in between. Much of the gap is the size and capital that go with a company, so Foresight fits legal form, capital and team size together instead of adding their gaps up.',
      '“[[fields:label.timeCommitment]]” asks whether the business will be your main work or run beside another job. Of the French micro-entrepreneurs registered in 2010, 52% of those who made it their main activity were still active three years later, against 45% of those who ran it beside another job (INSEE).',
      'Both are optional: left empty, or answered “[[fields:option.legalForm.unknown]]” or “[[fields:option.timeCommitment.unknown]]”, they have no effect. Both describe the business. Their gaps are associations seen in these tables, not advice to incorporate or to leave a job, and the goal search never suggests changing them.',
    ],
    links: [{ to: href.knowledgeBase('new-firm-tables'), label: 'Survival tables of new firms' }],
  },
  {
    id: 'input-area-type',
    topic: 'inputs',
    title: 'Area type',
    summary: 'An optional answer, and why “[[fields:option.areaType.unknown]]” is safe.',
    body: [
      '“[[fields:label.areaType]]” asks whether the business is in a city or town or in the countryside. Among SBA borrowers, loans of rural businesses were charged off slightly less often than urban ones, so rural raises the estimate a little and urban lowers it a little.',
      'If you leave it empty or choose “[[fields:option.areaType.unknown]]”, it has no effect at all. When you state it, the range widens a little to reflect how uncertain the effect is.',
    ],
  },
  {
    id: 'input-experience',
    topic: 'inputs',
    title: 'Industry experience',
    summary: 'Years in the trade, and what a survey of new French firms found.',
    body: [
      '“[[fields:label.experience]]” counts your years of work in this industry. Its effect comes from INSEE’s SINE survey: of the French firms started in 2010, 65% of those whose founder had ten years or more in the trade were still open five years later, against 56% of those whose founder was new to it (60% of all). The 2002 cohort shows a gap of the same kind.',
      'It is an association with what experienced founders know and who they are, not a promise. If you have little experience, the recommendations may suggest bringing it in through a co-founder, partner or mentor: one of the changes the goal search is allowed to suggest.',
    ],
    links: [{ to: href.knowledgeBase('new-firm-tables'), label: 'Survival tables of new firms' }],
  },
  {
    id: 'input-market',
    topic: 'inputs',
    title: 'Market size, competition and marketing',
    summary: 'A published table for trade abroad, and small effects for the rest.',
    body: [
      '“[[fields:label.marketSize]]”: “[[fields:option.marketSize.international]]” is read from Statistics Netherlands (CBS). Of the Dutch firms founded in 2007, 71% of those that imported and exported in their first year were still open five years later, against 55% of those without trade abroad (60% of all). That is an association with who trades abroad from the start, so advice widens the market one band at a time. No survival table exists for the other answers: “[[fields:option.marketSize.niche]]” and “[[fields:option.marketSize.local]]” lower the estimate a little and “[[fields:option.marketSize.national]]” raises it a little, a small assumption.',
      'No outcome data links competition or marketing to survival, so their effects are small priors from CB Insights’ review of 101 start-up post-mortems (2014), where “outcompeted” and “poor marketing” were common reasons for failure.',
      {
        list: [
          '“[[fields:label.competitionLevel]]”: “[[fields:option.competitionLevel.high]]” and “[[fields:option.competitionLevel.very_high]]” lower it a little.',
          '“[[fields:label.marketingStrategy]]”: “[[fields:option.marketingStrategy.none]]” lowers it a little, a planned strategy raises it a little.',
        ],
      },
      'Together with funding still needed, these effects are capped at less than about 10 points.',
    ],
    links: [
      { to: href.knowledgeBase('literature-priors'), label: 'Effects from published studies' },
    ],
  },
  {
    id: 'input-customers-product',
    topic: 'inputs',
    title: 'Customers and product type',
    summary: 'Two answers that describe your business but do not move the score.',
    body: [
      '“[[fields:label.customerType]]” and “[[fields:label.productType]]” are asked because they describe the business, but no reliable study shows that either changes survival on its own. So they carry no effect of their own; your sector already captures most of the difference between, say, a shop and a consultancy.',
      'Because the question is open, the customer answer adds a little to the uncertainty range instead.',
    ],
  },
  {
    id: 'runway',
    topic: 'money',
    title: 'Runway and break-even',
    summary: 'How long your cash lasts, and when the business starts paying for itself.',
    body: [
      'Runway is how many months your cash lasts while the business spends more than it earns. Break-even is the first month in which it earns more than it spends. A business that runs out of cash before breaking even needs more money or has to close: “ran out of cash” was the second most cited reason in CB Insights’ 2014 review of 101 start-up post-mortems.',
      'The business simulator reports both: “[[simulation:headline.cashOut]]” and “[[simulation:headline.breakEven]]”. The cash chart shows the middle path with a band holding 80% of the paths; below zero is money you would have needed.',
    ],
    links: [
      { to: href.tutorials('run-a-cash-simulation'), label: 'Tutorial: run a cash simulation' },
    ],
  },
  {
    id: 'monte-carlo',
    topic: 'money',
    title: 'Monte Carlo simulation',
    summary: 'Many possible futures instead of one guess.',
    body: [
      'A Monte Carlo simulation runs a plan many times with random variation and counts the outcomes. Foresight’s business simulator runs 10,000 five-year paths by default, month by month. Each path draws its own growth rate within the uncertainty you give, so the paths spread out the way real results might.',
      'Percentiles summarise the spread: the 10th percentile is a path worse than 90% of the others, the 90th one better than 90% of them. Each run is seeded, so the same plan and “[[simulation:form.fields.seed.label]]” give the same numbers.',
      'The simulation follows from your assumptions only. It is not a forecast and it does not use the survival statistics behind the success score.',
    ],
  },
  {
    id: 'recession',
    topic: 'money',
    title: 'Recessions and timing',
    summary: 'How the starting year changes survival, and the simulator’s recession switch.',
    body: [
      'When a business starts matters. US firms born in the recession years 2005–2007 had a five-year survival of about 43.6–44.8%, against an average of about 47.1% for the cohorts born 1979–2014 (Census Business Dynamics Statistics).',
      '“[[simulation:form.recession.label]]” in the business simulator brings fewer new customers and more customers leaving for 18 months, as long as the 2007–09 recession lasted, sized from the firms founded in 2005–07.',
    ],
  },
];
