process.env.KHEL_TEST_DB = 'pglite';
