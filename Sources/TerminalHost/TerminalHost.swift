// TerminalHost
