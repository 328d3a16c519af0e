-- Reserved for issue 23; replaced by the change that needs it.
SELECT 1;
