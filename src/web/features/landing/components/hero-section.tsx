import { ArrowRight, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

const PANEL_ITEMS = ['probability', 'range', 'drivers', 'changes'] as const;

type HeroSectionProps = { calculatorHref: string; authHref: string };

export const HeroSection = ({ calculatorHref, authHref }: HeroSectionProps) => {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="hero-heading"
      className="border-line from-primary-soft to-canvas border-b bg-gradient-to-b"
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:py-24">
        <div className="flex flex-col gap-6">
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1 id="hero-heading" className="text-ink text-4xl font-bold tracking-tight sm:text-5xl">
            {t('hero.headline')}
          </h1>
          <p className="text-ink-muted max-w-2xl text-lg">{t('hero.subheadline')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={calculatorHref}>
                {t('hero.primaryCta')}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={authHref}>{t('hero.secondaryCta')}</Link>
            </Button>
          </div>
        </div>
        <div className="border-line bg-surface self-center rounded-2xl border p-6 shadow-sm">
          <h2 className="text-ink text-lg font-semibold">{t('hero.panelTitle')}</h2>
          <ul className="mt-4 flex flex-col gap-3">
            {PANEL_ITEMS.map((item) => (
              <li key={item} className="text-ink flex gap-3">
                <CircleCheck aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
                <span>{t(`hero.panelItems.${item}`)}</span>
              </li>
            ))}
          </ul>
          <p className="border-line text-ink-muted mt-5 border-t pt-4 text-sm">
            {t('hero.panelNote')}
          </p>
        </div>
      </div>
    </section>
  );
};
