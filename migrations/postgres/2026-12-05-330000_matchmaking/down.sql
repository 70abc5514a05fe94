DROP TABLE stale_lobbies_told;
DROP TABLE seat_requests;
