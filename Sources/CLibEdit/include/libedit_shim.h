/*
 * libedit for Swift: typed wrappers around its native API (histedit.h), through a library opened when the first
 * editor is made (`tv_libedit_available`), so that runs without a prompt never load it.
 *
 * Swift cannot call C variadic functions (el_set, el_get, history), nor touch C globals such as stdin under
 * Swift 6 strict concurrency, so every such call gets a one-line wrapper here.
 */
#ifndef TV_LIBEDIT_SHIM_H
#define TV_LIBEDIT_SHIM_H

#include <histedit.h>

/* Callback shapes, named so Swift sees plain @convention(c) function types. */
typedef char *(*tv_el_prompt_fn)(EditLine *);
typedef unsigned char (*tv_el_cmd_fn)(EditLine *, int);

/* 1 when libedit could be opened; the first call opens it. Call it before any other function but the last two. */
int tv_libedit_available(void);

/* MARK: editor */

EditLine *tv_el_init_stdio(const char *prog);
void tv_el_end(EditLine *el);
const char *tv_el_gets(EditLine *el, int *count);
const LineInfo *tv_el_line(EditLine *el);
const LineInfoW *tv_el_wline(EditLine *el);
int tv_el_insertstr(EditLine *el, const char *text);
void tv_el_deletestr(EditLine *el, int count);
int tv_el_cursor(EditLine *el, int count);
void tv_el_push(EditLine *el, const char *text);
/* Reads ~/.editrc (or $EDITRC). */
int tv_el_source(EditLine *el);
/* Prompt with an "ignore" character: text between two `esc` is printed but not counted. */
int tv_el_set_prompt_esc(EditLine *el, tv_el_prompt_fn fn, char esc);
int tv_el_set_editor(EditLine *el, const char *mode);
int tv_el_set_signal(EditLine *el, int on);
int tv_el_set_clientdata(EditLine *el, void *data);
void *tv_el_get_clientdata(EditLine *el);
int tv_el_set_history(EditLine *el, History *h);
int tv_el_addfn(EditLine *el, const char *name, const char *help, tv_el_cmd_fn fn);
int tv_el_bind(EditLine *el, const char *key, const char *cmd);
/* `setty -d ARG`: change the edit-mode termios only (e.g. "-isig"). */
int tv_el_setty_edit(EditLine *el, const char *arg);
/* Ctrl-Z by hand: cooked tty, stop this thread's process, raw tty again after `fg`. */
void tv_el_suspend(EditLine *el);

/* MARK: history */

History *tv_history_init(void);
void tv_history_end(History *h);
int tv_history_setsize(History *h, int n);
int tv_history_setunique(History *h, int on);
int tv_history_enter(History *h, const char *s);
int tv_history_load(History *h, const char *path);
int tv_history_save(History *h, const char *path);
/* One cursor step (H_FIRST newest, H_LAST oldest, H_NEXT older, H_PREV newer); NULL at the end. */
const char *tv_history_step(History *h, int op);

/* MARK: locale (no libedit needed) */

/* Call before el_init: in the "C" locale libedit silently drops non-ASCII input. */
int tv_setlocale_utf8(void);

#endif /* TV_LIBEDIT_SHIM_H */
