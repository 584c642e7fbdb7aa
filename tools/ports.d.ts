export declare const ports: {
  server: number;
  shell: number;
  sports: number;
  racing: number;
  casino: number;
  account: number;
  /** the built-in casino provider */
  provider: number;
  console: number;
};
export declare const sections: readonly ['sports', 'racing', 'casino', 'account'];
