DROP TABLE seat_requests;
