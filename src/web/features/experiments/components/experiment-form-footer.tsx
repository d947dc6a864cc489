import { Button } from '#web/components/ui/button';

type ExperimentFormFooterProps = {
  failure: string | null;
  isSubmitting: boolean;
  submitLabel: string;
  submittingLabel: string;
};

/** The end of an experiments form: why the last save failed, if it did, and the submit button. */
export const ExperimentFormFooter = ({
  failure,
  isSubmitting,
  submitLabel,
  submittingLabel,
}: ExperimentFormFooterProps) => (
  <>
    {failure ? (
      <p role="alert" className="font-medium text-danger-700">
        {failure}
      </p>
    ) : null}
    <div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? submittingLabel : submitLabel}
      </Button>
    </div>
  </>
);
