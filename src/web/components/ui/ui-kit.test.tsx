import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n';
import { ArticleListItem, Card } from './card';
import { Checkbox, CheckboxField } from './checkbox-field';
import { EmptyState, ErrorState, LoadState } from './load-states';
import { PageHeader } from './page-header';
import { Skeleton, SkeletonState } from './skeleton';
import { SelectField } from './select-field';
import { TextareaField } from './textarea-field';
import { TextField } from './text-field';

beforeAll(async () => {
  initI18n('en');
  await i18n.changeLanguage('en');
});

describe('fields tie their hint and error to the control', () => {
  it.each([
    ['input', () => <TextField id="f" label="Name" hint="As on your ID" error="Required" />],
    [
      'select',
      () => (
        <SelectField id="f" label="Name" hint="As on your ID" error="Required">
          <option>a</option>
        </SelectField>
      ),
    ],
    ['textarea', () => <TextareaField id="f" label="Name" hint="As on your ID" error="Required" />],
    ['checkbox', () => <CheckboxField id="f" label="Name" hint="As on your ID" error="Required" />],
  ])('%s: named by its label, described by hint and error, marked invalid', (_kind, make) => {
    render(make());
    const control = screen.getByLabelText('Name');
    expect(control).toHaveAccessibleDescription('As on your ID Required');
    expect(control).toHaveAttribute('aria-invalid', 'true');
  });

  it('a field without error is not marked invalid and is described by its hint alone', () => {
    render(<TextField id="g" label="City" hint="Where you work" />);
    const control = screen.getByLabelText('City');
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).toHaveAccessibleDescription('Where you work');
  });

  it('a checkbox toggles from its label', async () => {
    render(<CheckboxField id="c" label="Remember me" />);
    await userEvent.click(screen.getByText('Remember me'));
    expect(screen.getByLabelText('Remember me')).toBeChecked();
  });

  it('a bare checkbox is named by its aria-label and toggles', async () => {
    const onChange = vi.fn();
    render(<Checkbox aria-label="Pick Corner bakery" onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick Corner bakery' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});

describe('page parts', () => {
  it('PageHeader gives the page its one h1, with lead and actions', () => {
    render(
      <PageHeader title="Your analyses" lead="Saved results" actions={<button>New</button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your analyses' })).toBeVisible();
    expect(screen.getByText('Saved results')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New' })).toBeVisible();
  });

  it('PageHeader puts the back link before the title and the rest after the lead', () => {
    render(
      <PageHeader
        back={<a href="/analyses">All analyses</a>}
        title="Corner bakery"
        titleTestId="calculation-title"
        lead="Saved on 1 May"
        size="compact"
      >
        <button>Export</button>
      </PageHeader>,
    );
    const title = screen.getByTestId('calculation-title');
    const back = screen.getByRole('link', { name: 'All analyses' });
    const exportButton = screen.getByRole('button', { name: 'Export' });
    expect(title).toHaveTextContent('Corner bakery');
    expect(back.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      title.compareDocumentPosition(exportButton) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('Card renders as the element asked for, in the shape and padding asked for', () => {
    render(
      <>
        <Card as="section" aria-label="Summary" />
        <ul>
          <Card as="li" shape="raised" padding="row" className="mt-3">
            Raised
          </Card>
        </ul>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveClass(
      'rounded-lg',
      'border',
      'p-4',
    );
    expect(screen.getByRole('listitem')).toHaveClass(
      'rounded-2xl',
      'shadow-sm',
      'px-4',
      'py-3',
      'mt-3',
    );
    expect(screen.getByRole('listitem')).not.toHaveClass('p-4');
  });

  it('a framed EmptyState sits on a card of its own', () => {
    render(<EmptyState isFramed message="No runs yet." />);
    expect(screen.getByText('No runs yet.').parentElement).toHaveClass('border', 'bg-surface');
  });

  it('ErrorState alerts at once and retries on the button; EmptyState shows its action', async () => {
    const onRetry = vi.fn();
    render(
      <>
        <ErrorState message="Could not load." onRetry={onRetry} />
        <EmptyState message="Nothing saved yet." action={<a href="/calculator">Calculate</a>} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Calculate' })).toHaveAttribute('href', '/calculator');
  });

  it('LoadState shows the spinner, then the failure with its reason and a retry, then the data', async () => {
    const refetch = vi.fn(() => Promise.resolve());
    const view = (query: Parameters<typeof LoadState<string>>[0]['query']) => (
      <LoadState query={query} failure={(error) => `Could not load: ${error.message}`}>
        {(data) => <p>Loaded {data}</p>}
      </LoadState>
    );
    const { rerender } = render(view({ data: undefined, isError: false, error: null, refetch }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    rerender(view({ data: undefined, isError: true, error: new Error('offline'), refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load: offline');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);

    rerender(view({ data: 'three runs', isError: true, error: new Error('offline'), refetch }));
    expect(screen.getByText('Loaded three runs')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an ErrorState with a title is a panel with its heading; a retry under way waits', () => {
    render(
      <ErrorState
        title="The blog could not be loaded"
        titleLevel="h1"
        message="No connection."
        onRetry={() => undefined}
        isRetrying
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No connection.');
    expect(
      screen.getByRole('heading', { level: 1, name: 'The blog could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Trying again…' })).toBeDisabled();
  });

  it('SkeletonState says what is loading and hides its grey blocks from screen readers', () => {
    render(
      <SkeletonState label="Loading the market figures…">
        <Skeleton className="h-72" />
      </SkeletonState>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading the market figures…');
    expect(status.querySelector('[aria-hidden="true"]')).toHaveClass('animate-pulse', 'h-72');
  });
});

it('a list article is a list item holding an article named by its heading', () => {
  render(
    <ul>
      <ArticleListItem headingId="item-heading">
        <h2 id="item-heading">Corner café</h2>
      </ArticleListItem>
    </ul>,
  );
  const article = screen.getByRole('article', { name: 'Corner café' });
  expect(article.parentElement?.tagName).toBe('LI');
});
