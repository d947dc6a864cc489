import { getCalculatorOptions as getCalculatorOptionsEndpoint } from '#shared/contracts/calculator';
import { apiRequest, NetworkError } from '#web/lib/api-client';
import { enterOfflineMode } from '#web/lib/offline-state';

/** The calculator's fields as the server lists them (it may add optional ones the bundle lacks). */
export const getCalculatorOptions = async (signal?: AbortSignal) => {
  try {
    const options = await apiRequest(getCalculatorOptionsEndpoint, { signal });
    return options;
  } catch (error) {
    // Spec section 4: a calculator query that fails because the network is down sets the flag.
    if (error instanceof NetworkError) enterOfflineMode();
    throw error;
  }
};
