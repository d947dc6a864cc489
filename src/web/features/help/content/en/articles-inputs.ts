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
    links: [{ to: '/knowledge-base#base-rate', label: 'Base rate' }],
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
    summary: 'What the two money answers do, and why their effect is bounded.',
    body: [
      '“[[fields:label.capitalInvestment]]” is the money available to start or run the business, in US dollars. Among SBA borrowers, more capital went with fewer failed loans. Foresight uses that as an association, not a cause: more capital never lowers the estimate, and going from $5,000 to $1 million moves a typical founder by at most about 12 points. Below $5,000 and above $2 million the effect is flat.',
      'For comparison, the typical new US employer firm starts with about $24,000: our estimate of the median from the start-up capital brackets of the Census Annual Business Survey, as summarised by the SBA Office of Advocacy in 2022.',
      '“[[fields:label.fundingNeeds]]” is outside money you still have to raise. When it is more than twice your own capital, the estimate treats the business as under-capitalised, a small effect from published research.',
    ],
    links: [{ to: '/knowledge-base#sba-7a', label: 'The SBA 7(a) loan data' }],
  },
  {
    id: 'input-team-size',
    topic: 'inputs',
    title: 'Team size',
    summary: 'How “[[fields:label.operationScale]]” is counted and used.',
    body: [
      'Count everyone working in the business, founders included: “[[fields:option.operationScale.solo]]” if it is just you. Most new firms are small: according to the Kauffman Foundation (2013, from Census data), 86% of new firms have one to four employees.',
      'Team size’s effect is fitted on SBA loans and bounded: across all options it can move a typical founder by at most about 8 points.',
    ],
  },
  {
    id: 'input-area-type',
    topic: 'inputs',
    title: 'Area type',
    summary: 'The one optional answer, and why “[[fields:option.areaType.unknown]]” is safe.',
    body: [
      '“[[fields:label.areaType]]” asks whether the business is in a city or town or in the countryside. Among SBA borrowers, loans of rural businesses were charged off slightly less often than urban ones, so rural raises the estimate a little and urban lowers it a little.',
      'If you leave it empty or choose “[[fields:option.areaType.unknown]]”, it has no effect at all. When you state it, the range widens a little to reflect how uncertain the effect is.',
    ],
  },
  {
    id: 'input-experience',
    topic: 'inputs',
    title: 'Industry experience',
    summary: 'A small effect from research, and how to raise it.',
    body: [
      '“[[fields:label.experience]]” counts your years of work in this industry. Research on founders (Gompers and others, 2010) found that founders with a past success did better in their next venture. That is not the same as survival, so Foresight uses a much-shrunk, capped version of the finding, and the effect is small.',
      'If you have little experience, the recommendations may suggest bringing it in through a co-founder or a mentor: one of the changes the goal search is allowed to suggest.',
    ],
  },
  {
    id: 'input-market',
    topic: 'inputs',
    title: 'Market size, competition and marketing',
    summary: 'Three answers with small effects from start-up post-mortems.',
    body: [
      'No outcome data links these answers to survival, so their effects are small priors from CB Insights’ review of 101 start-up post-mortems (2014), where “no market need”, “outcompeted” and “poor marketing” were common reasons for failure.',
      {
        list: [
          '“[[fields:label.marketSize]]”: “[[fields:option.marketSize.niche]]” lowers the estimate a little, “[[fields:option.marketSize.international]]” raises it a little.',
          '“[[fields:label.competitionLevel]]”: “[[fields:option.competitionLevel.high]]” and “[[fields:option.competitionLevel.very_high]]” lower it a little.',
          '“[[fields:label.marketingStrategy]]”: “[[fields:option.marketingStrategy.none]]” lowers it a little, a planned strategy raises it a little.',
        ],
      },
      'Together with experience and funding, these effects are capped at less than about 10 points.',
    ],
    links: [{ to: '/knowledge-base#literature-priors', label: 'Effects from published studies' }],
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
      'The business simulator reports both: “[[simulator:headline.cashOut]]” and “[[simulator:headline.breakEven]]”. The cash chart shows the middle path with a band holding 80% of the paths; below zero is money you would have needed.',
    ],
    links: [{ to: '/tutorials#run-a-cash-simulation', label: 'Tutorial: run a cash simulation' }],
  },
  {
    id: 'monte-carlo',
    topic: 'money',
    title: 'Monte Carlo simulation',
    summary: 'Many possible futures instead of one guess.',
    body: [
      'A Monte Carlo simulation runs a plan many times with random variation and counts the outcomes. Foresight’s business simulator runs 10,000 five-year paths by default, month by month. Each path draws its own growth rate within the uncertainty you give, so the paths spread out the way real results might.',
      'Percentiles summarise the spread: the 10th percentile is a path worse than 90% of the others, the 90th one better than 90% of them. Each run is seeded, so the same plan and “[[simulator:form.fields.seed.label]]” give the same numbers.',
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
      '“[[simulator:form.recession.label]]” in the business simulator brings fewer new customers and more customers leaving for 18 months, as long as the 2007–09 recession lasted, sized from the firms founded in 2005–07.',
    ],
  },
];
