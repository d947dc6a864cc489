/** A step is overdue once its due day (YYYY-MM-DD) has passed and it is not done. */
export const isOverdue = (step: { dueOn: string; done: boolean }, today: string) =>
  !step.done && step.dueOn < today;
