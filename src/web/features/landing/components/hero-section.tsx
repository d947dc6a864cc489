import { ArrowRight, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/routes';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';

const PANEL_ITEMS = ['probability', 'range', 'drivers', 'changes'] as const;

export const HeroSection = () => {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="hero-heading"
      className="border-b border-line bg-gradient-to-b from-primary-soft to-canvas"
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:py-24">
        <div className="flex flex-col gap-6">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1 id="hero-heading" className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            {t('hero.headline')}
          </h1>
          <p className="max-w-2xl text-lg text-ink-muted">{t('hero.subheadline')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.calculator}>
                {t('hero.primaryCta')}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.auth}>{t('hero.secondaryCta')}</Link>
            </Button>
          </div>
        </div>
        <Card shape="raised" padding="lg" className="self-center">
          <h2 className="text-lg font-semibold text-ink">{t('hero.panelTitle')}</h2>
          <ul className="mt-4 flex flex-col gap-3">
            {PANEL_ITEMS.map((item) => (
              <li key={item} className="flex gap-3 text-ink">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{t(`hero.panelItems.${item}`)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-5 border-t border-line pt-4 text-sm text-ink-muted">
            {t('hero.panelNote')}
          </p>
        </Card>
      </div>
    </section>
  );
};
