// Keeps the test target buildable while its tests are written; the lead removes it.
