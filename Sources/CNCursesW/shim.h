#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

/* SwiftPM drops the "-D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600" cflags of ncursesw.pc ("prohibited
 * flags"), which hides the wide-character API (cchar_t, wint_t, get_wch, ...). Turn it on here,
 * before the first curses include (Docs/TerminalNotes.md G1). */
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdlib.h>
#include <stdio.h>

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

/* Swift 6 rejects mutable C globals (G2): accessors instead. */
static inline WINDOW *cnc_stdscr(void) { return stdscr; }
static inline WINDOW *cnc_curscr(void) { return curscr; }
static inline int cnc_lines(void) { return LINES; }
static inline int cnc_cols(void) { return COLS; }
static inline int cnc_colors(void) { return COLORS; }
static inline int cnc_color_pairs(void) { return COLOR_PAIRS; }

/* Function-like macros are never imported (G3). */
static inline attr_t cnc_A_NORMAL(void)    { return A_NORMAL; }
static inline attr_t cnc_A_BOLD(void)      { return A_BOLD; }
static inline attr_t cnc_A_REVERSE(void)   { return A_REVERSE; }
static inline attr_t cnc_A_UNDERLINE(void) { return A_UNDERLINE; }
static inline attr_t cnc_A_DIM(void)       { return A_DIM; }
static inline attr_t cnc_A_ITALIC(void)    { return A_ITALIC; }
static inline attr_t cnc_A_STANDOUT(void)  { return A_STANDOUT; }
static inline attr_t cnc_COLOR_PAIR(int n) { return (attr_t)COLOR_PAIR(n); }
static inline int cnc_KEY_F(int n) { return KEY_F(n); }
static inline void cnc_getmaxyx(WINDOW *w, int *y, int *x) { getmaxyx(w, *y, *x); }

static inline mmask_t cnc_ALL_MOUSE_EVENTS(void)       { return ALL_MOUSE_EVENTS; }
static inline mmask_t cnc_REPORT_MOUSE_POSITION(void)  { return REPORT_MOUSE_POSITION; }
static inline mmask_t cnc_BUTTON1_PRESSED(void)        { return BUTTON1_PRESSED; }
static inline mmask_t cnc_BUTTON1_RELEASED(void)       { return BUTTON1_RELEASED; }
static inline mmask_t cnc_BUTTON1_CLICKED(void)        { return BUTTON1_CLICKED; }
static inline mmask_t cnc_BUTTON1_DOUBLE_CLICKED(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t cnc_BUTTON1_TRIPLE_CLICKED(void) { return BUTTON1_TRIPLE_CLICKED; }
static inline mmask_t cnc_BUTTON4_PRESSED(void)        { return BUTTON4_PRESSED; }
static inline mmask_t cnc_BUTTON5_PRESSED(void)        { return BUTTON5_PRESSED; }
static inline mmask_t cnc_BUTTON_SHIFT(void)           { return BUTTON_SHIFT; }
static inline mmask_t cnc_BUTTON_CTRL(void)            { return BUTTON_CTRL; }
static inline mmask_t cnc_BUTTON_ALT(void)             { return BUTTON_ALT; }

/* tigetstr() returns (char*)-1 for "not a string capability" and NULL for absent (G18). */
static inline int cnc_is_valid_str(const char *s) { return s != NULL && s != (const char *)-1; }

static inline FILE *cnc_stdin(void)  { return stdin; }
static inline FILE *cnc_stdout(void) { return stdout; }
static inline FILE *cnc_stderr(void) { return stderr; }

static inline const char *cnc_codeset(void) { return nl_langinfo(CODESET); }

/* term.h last: it defines hundreds of lowercase capability macros (lines, columns, ...). */
#if __has_include(<ncursesw/term.h>)
#include <ncursesw/term.h>
#else
#include <term.h>
#endif
static inline int cnc_del_cur_term(void) { return del_curterm(cur_term); }
static inline TERMINAL *cnc_cur_term(void) { return cur_term; }

/* tiparm() is variadic, which Swift cannot call: a fixed two-parameter form (for "cup"). */
static inline char *cnc_tiparm2(const char *cap, int p1, int p2) { return tiparm(cap, p1, p2); }

#endif
