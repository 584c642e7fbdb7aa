process.env.KHEL_TEST_DB = 'postgres';
process.env.KHEL_TEST_PG_URL = process.env.KHEL_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
