import { useUpdateTutorial } from '../api/update-tutorial';

/**
 * Starts the tutorial again from its first step: the invitation shows again on the dashboard and
 * the workspace. For a "Restart the tutorial" control anywhere (RestartTutorialButton is one).
 */
export const useRestartTutorial = () => {
  const update = useUpdateTutorial();
  return {
    restart: () => update.mutate({ step: 0, status: 'active' }),
    isPending: update.isPending,
    isSuccess: update.isSuccess,
    isError: update.isError,
  };
};
