// Issue 15: comprehensive analyses and their action-plan steps (tables added by the feature).
export {};
