// The member's network: /refferals (the spec's spelling).
export {};
