// How the wizard waits out the installing step's minimum time. An object, not a bare function, so
// tests can replace `wait` and hold or release the step without waiting four real seconds.

export const installClock = {
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  },
};
