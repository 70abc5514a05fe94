DROP TABLE computer_stand_ins;
