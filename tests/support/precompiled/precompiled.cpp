// Compiled only so that its target builds the precompiled header the test programs share
// (tests/CMakeLists.txt, adjutant_shared_test_header). Nothing here is linked into a test.
