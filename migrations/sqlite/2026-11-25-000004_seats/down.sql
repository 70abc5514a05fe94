DROP TABLE turns;
DROP TABLE absences;
DROP TABLE ballots;
DROP TABLE votes;
DROP TABLE vacancies;
DROP TABLE seat_rules;
