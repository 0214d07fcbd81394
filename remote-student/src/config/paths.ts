// Routes of the standalone page; inside the host, the host's route table places the dashboard.
export const paths = {
  home: '/',
} as const;
