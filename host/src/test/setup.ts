// Remote code is never loaded in unit tests: the one loading module is replaced by its manual mock.
jest.mock('../federation/remotes');
