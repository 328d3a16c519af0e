/**
 * Passwords that head every list of leaked passwords, refused when a password is set (see
 * password-rule.ts). Lower case, compared case-insensitively. Only entries of 8 characters or more:
 * anything shorter is refused by the length rule already. A short list on purpose: it shuts out what
 * an attacker tries first, without shipping a dictionary to every browser.
 */
const LIST = `
password password1 password12 password123 password1234 password12345 password01 password11
password99 password321 password! password@123 password. passwords password2020 password2021
password2022 password2023 password2024 password2025 password2026 passw0rd passw0rd1 p@ssw0rd
p@ssw0rd1 p@ssword p@ssword1 p@$$w0rd pa$$word pass1234 pass12345 pass@123 mypassword mypassword1
newpassword oldpassword yourpassword thepassword nopassword secretpassword strongpassword
passwordpassword passwort motdepasse 12345678 123456789 1234567890 12345678910 0123456789 987654321
9876543210 87654321 11111111 111111111 1111111111 00000000 000000000 0000000000 22222222 55555555
66666666 77777777 88888888 99999999 12341234 12121212 11112222 11223344 12344321 123123123 123321123
147258369 147852369 123654789 159753456 741852963 789456123 963852741 135792468 1q2w3e4r 1q2w3e4r5t
1q2w3e4r5t6y 1q2w3e4r! q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 !qaz2wsx
zaq12wsx zaq1zaq1 zaq!2wsx 12qwaszx qwertyuiop qwertyuiop123 qwertyui qwerty12 qwerty123 qwerty1234
qwerty12345 qwerty@123 qwerty!@# qwertyqwerty qwertz123 azerty123 qwer1234 1234qwer qwerasdf
qwe12345 qweqweqwe qweasdzxc qweasd123 123qweasd 123qweasdzxc asdfghjkl asdfghjk asdf1234 asdf12345
1234asdf asdfasdf asdfqwer asd12345 asdasdasd zxcvbnm1 zxcvbnm123 zxcvasdf zxc12345 qazwsxedc
abcd1234 abcd12345 1234abcd abc12345 abc123456 abc123abc abc@1234 abcdefgh abcdefg1 abcdefg123
abcdabcd a1b2c3d4 1a2b3c4d a1s2d3f4 a123456789 aa123456 aa12345678 aaaa1111 aaaaaaaa aaaaaaaaa
xxxxxxxx zzzzzzzz !@#$%^&* iloveyou iloveyou1 iloveyou2 iloveyou123 iloveu123 ilovegod ihateyou
love1234 loveyou1 loveme123 lovelove lovely123 mylove123 sweetheart beautiful princess princess1
princesa babygirl babygirl1 butterfly sunshine sunshine1 football football1 football123 baseball
baseball1 basketball basketball1 soccer123 hockey123 superman superman1 superstar batman123
spiderman spongebob spongebob1 starwars starwars1 harrypotter pokemon1 pokemon123 pokemongo
minecraft minecraft1 fortnite playstation nintendo trustno1 whatever whatever1 welcome1 welcome123
welcome@123 welcome2024 letmein1 letmein123 changeme changeme1 changeme123 computer computer1
internet internet1 admin123 admin1234 admin@123 administrator root1234 test1234 test12345 test@123
testing123 guest123 user1234 login123 secret12 secret123 default1 monkey123 dragon123 shadow123
killer123 master123 freedom1 thunder1 rainbow1 blessed1 jesus123 jesuschrist godisgood flower123
peanut123 cheese123 buster123 pepper123 cookie123 chocolate hello123 hello1234 helloworld hellokitty
happy123 goodluck forever1 nothing1 midnight passport mercedes corvette ferrari1 mustang1 samsung1
samsung123 google123 facebook facebook1 linkedin myspace1 blink182 summer123 summer2023 summer2024
summer2025 winter2024 spring2024 autumn2024 september november december michelle jennifer jessica1
jessica123 samantha charlie1 charlie123 michael1 michael123 jordan23 jordan123 jonathan christopher
alexander victoria elizabeth nicholas benjamin danielle stephanie courtney brittany patricia
caroline isabella maverick williams jackson1 daniel123 andrew123 joshua123 matthew1 robert123
thomas123 ashley123 amanda123 melissa1 nicole123 fernando gabriela mariposa tequiero teamo123
hallo123 soleil123 liverpool liverpool1 chelsea1 chelsea123 arsenal1 arsenal123 manchester barcelona
realmadrid juventus yankees1 cowboys1 steelers eagles123 pakistan pakistan123 india123 india@123
america1 photography photographer photo123 wedding1 wedding123 marriage canon123 nikon123
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
