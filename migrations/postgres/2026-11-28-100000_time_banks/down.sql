DROP TABLE time_banks;
