/**
 * The demo catalogue in both languages (decision 142): what the stores sell, and the texts the
 * translation glossary gives in Vietnamese. Pictures are made by scripts/demo-images.ts from each
 * product's `image` (seed-images/{image}-{view}.png, decision 144). No database here: the seed
 * and the picture script both read it.
 */
import type { ProductStatus } from "~/db/schema";

interface Texts {
  en: string;
  vi: string;
}

export interface DemoProduct {
  name: Texts;
  /** A short line for sharing (meta description). */
  meta: Texts;
  description: Texts;
  /** The pictures' base name. */
  image: string;
  category: string;
  usd: number;
  vnd: number;
  stock: number;
  status?: ProductStatus;
  featured?: boolean;
}

/** The pictures of each product, in the gallery's order (the first is the thumbnail). */
export const productViews = ["main", "pack", "detail"] as const;

export const demoCategories: Texts[] = [
  { en: "Health care", vi: "Chăm sóc sức khỏe" },
  { en: "Supplements", vi: "Thực phẩm chức năng" },
  { en: "Medical devices", vi: "Thiết bị y tế" },
  { en: "Personal care", vi: "Chăm sóc cá nhân" },
];

export const demoCatalogue: DemoProduct[] = [
  {
    name: { en: "Vitamin C 1000mg", vi: "Viên uống Vitamin C 1000mg" },
    meta: { en: "One tablet a day for everyday immunity.", vi: "Mỗi ngày một viên, tăng sức đề kháng." },
    description: {
      en: "High-strength vitamin C with rose hip, 60 tablets.\nOne tablet a day with a meal supports the immune system and helps the body absorb iron.",
      vi: "Vitamin C hàm lượng cao kèm tầm xuân, hộp 60 viên.\nMỗi ngày uống một viên sau bữa ăn giúp tăng cường hệ miễn dịch và hỗ trợ hấp thu sắt.",
    },
    image: "vitamin-c",
    category: "Supplements",
    usd: 1250,
    vnd: 300_000,
    stock: 120,
    featured: true,
  },
  {
    name: { en: "Omega-3 Fish Oil", vi: "Dầu cá Omega-3" },
    meta: { en: "Purified fish oil softgels for heart and brain.", vi: "Viên nang dầu cá tinh khiết cho tim mạch và trí não." },
    description: {
      en: "1000 mg softgels of purified deep-sea fish oil rich in EPA and DHA, 90 softgels.\nTake two a day with food; no fishy aftertaste.",
      vi: "Viên nang mềm 1000 mg dầu cá biển sâu tinh khiết, giàu EPA và DHA, lọ 90 viên.\nUống hai viên mỗi ngày trong bữa ăn, không để lại mùi tanh.",
    },
    image: "omega-3",
    category: "Supplements",
    usd: 1999,
    vnd: 480_000,
    stock: 80,
    featured: true,
  },
  {
    name: { en: "Blood Pressure Monitor", vi: "Máy đo huyết áp" },
    meta: { en: "Upper-arm monitor with a large, clear display.", vi: "Máy đo bắp tay, màn hình lớn dễ đọc." },
    description: {
      en: "Automatic upper-arm blood pressure monitor with a 22–42 cm cuff.\nShows systolic, diastolic and pulse on a large display and remembers the last 60 readings.",
      vi: "Máy đo huyết áp bắp tay tự động, vòng bít 22–42 cm.\nHiển thị huyết áp tâm thu, tâm trương và nhịp tim trên màn hình lớn, lưu 60 kết quả gần nhất.",
    },
    image: "blood-pressure-monitor",
    category: "Medical devices",
    usd: 4500,
    vnd: 1_100_000,
    stock: 25,
    featured: true,
  },
  {
    name: { en: "Digital Thermometer", vi: "Nhiệt kế điện tử" },
    meta: { en: "A reading in ten seconds, with a fever alarm.", vi: "Đo trong mười giây, có báo sốt." },
    description: {
      en: "Fast digital thermometer for mouth or underarm use.\nReads in about ten seconds, beeps when done and warns with a fever alarm above 37.8 °C.",
      vi: "Nhiệt kế điện tử đo ở miệng hoặc nách.\nCho kết quả trong khoảng mười giây, phát tiếng bíp khi đo xong và cảnh báo sốt trên 37,8 °C.",
    },
    image: "thermometer",
    category: "Medical devices",
    usd: 899,
    vnd: 220_000,
    stock: 60,
    featured: true,
  },
  {
    name: { en: "Face Mask (50 pcs)", vi: "Khẩu trang y tế (50 cái)" },
    meta: { en: "Three-layer medical masks, box of 50.", vi: "Khẩu trang y tế ba lớp, hộp 50 cái." },
    description: {
      en: "Three-layer disposable medical masks with a melt-blown filter and a soft nose wire.\nBox of 50, individually folded.",
      vi: "Khẩu trang y tế dùng một lần ba lớp, có lớp lọc vải không dệt và thanh nẹp mũi mềm.\nHộp 50 cái, gấp sẵn từng chiếc.",
    },
    image: "face-mask",
    category: "Health care",
    usd: 650,
    vnd: 150_000,
    stock: 200,
  },
  {
    name: { en: "Hand Sanitizer 500ml", vi: "Nước rửa tay khô 500ml" },
    meta: { en: "70 % alcohol gel with aloe vera.", vi: "Gel cồn 70 % có lô hội dịu da." },
    description: {
      en: "Quick-drying hand sanitizer gel with 70 % alcohol and aloe vera.\nPump bottle of 500 ml for the home, the shop or the office.",
      vi: "Gel rửa tay khô nhanh với 70 % cồn và lô hội.\nChai vòi nhấn 500 ml dùng ở nhà, cửa hàng hoặc văn phòng.",
    },
    image: "hand-sanitizer",
    category: "Personal care",
    usd: 499,
    vnd: 120_000,
    stock: 150,
  },
  {
    name: { en: "Soft Toothbrush", vi: "Bàn chải đánh răng lông mềm" },
    meta: { en: "Extra-soft bristles, gentle on the gums.", vi: "Lông siêu mềm, êm nướu." },
    description: {
      en: "Toothbrush with extra-soft tapered bristles and a slim head that reaches the back teeth.\nGentle on sensitive gums.",
      vi: "Bàn chải có lông siêu mềm vuốt nhọn và đầu nhỏ chải sạch răng trong cùng.\nNhẹ nhàng với nướu nhạy cảm.",
    },
    image: "toothbrush",
    category: "Personal care",
    usd: 299,
    vnd: 70_000,
    stock: 300,
  },
  {
    name: { en: "Herbal Tea", vi: "Trà thảo mộc" },
    meta: { en: "Calming tea of artichoke, chrysanthemum and ginger.", vi: "Trà thanh nhiệt từ atisô, hoa cúc và gừng." },
    description: {
      en: "A caffeine-free blend of artichoke, chrysanthemum, licorice and ginger grown in Da Lat.\n25 tea bags; steep for five minutes.",
      vi: "Hỗn hợp không caffeine gồm atisô, hoa cúc, cam thảo và gừng trồng tại Đà Lạt.\nHộp 25 túi lọc; hãm trong năm phút.",
    },
    image: "herbal-tea",
    category: "Health care",
    usd: 799,
    vnd: 190_000,
    stock: 90,
    featured: true,
  },
  {
    name: { en: "Marine Collagen", vi: "Collagen từ cá biển" },
    meta: { en: "Collagen peptides for skin, hair and joints.", vi: "Collagen peptide cho da, tóc và khớp." },
    description: {
      en: "Hydrolysed marine collagen peptides with vitamin C, unflavoured powder, 300 g.\nStir one scoop into water, juice or coffee each day.",
      vi: "Collagen peptide thủy phân từ cá biển kèm vitamin C, dạng bột không mùi, hũ 300 g.\nMỗi ngày pha một muỗng với nước, nước ép hoặc cà phê.",
    },
    image: "collagen",
    category: "Supplements",
    usd: 2599,
    vnd: 620_000,
    stock: 40,
  },
  {
    name: { en: "Zinc 25mg", vi: "Viên kẽm 25mg" },
    meta: { en: "Zinc gluconate for immunity and skin.", vi: "Kẽm gluconat cho sức đề kháng và làn da." },
    description: {
      en: "Zinc gluconate tablets, 25 mg of zinc each, 100 tablets.\nOne tablet a day after a meal.",
      vi: "Viên kẽm gluconat, mỗi viên 25 mg kẽm, lọ 100 viên.\nMỗi ngày uống một viên sau bữa ăn.",
    },
    image: "zinc",
    category: "Supplements",
    usd: 699,
    vnd: 165_000,
    stock: 110,
  },
  {
    name: { en: "First Aid Kit", vi: "Bộ sơ cứu" },
    meta: { en: "Forty pieces for home, car and travel.", vi: "Bốn mươi món cho gia đình, xe hơi và du lịch." },
    description: {
      en: "A compact first aid kit of 40 pieces: plasters, gauze, bandages, antiseptic wipes, scissors and tweezers.\nIn a zipped case for home, car or travel.",
      vi: "Bộ sơ cứu gọn nhẹ 40 món: băng cá nhân, gạc, băng cuộn, khăn sát khuẩn, kéo và nhíp.\nĐựng trong túi có khóa kéo, dùng ở nhà, trên xe hoặc khi đi du lịch.",
    },
    image: "first-aid-kit",
    category: "Health care",
    usd: 1899,
    vnd: 450_000,
    stock: 35,
    featured: true,
  },
  {
    name: { en: "Massage Oil", vi: "Dầu massage" },
    meta: { en: "Relaxing lemongrass and coconut oil.", vi: "Dầu dừa và sả chanh thư giãn." },
    description: {
      en: "Cold-pressed coconut oil with lemongrass and ginger essential oils, 100 ml.\nWarms and relaxes tired muscles after a long day.",
      vi: "Dầu dừa ép lạnh với tinh dầu sả chanh và gừng, chai 100 ml.\nLàm ấm và thư giãn cơ bắp sau một ngày dài.",
    },
    image: "massage-oil",
    category: "Personal care",
    usd: 1099,
    vnd: 260_000,
    stock: 45,
  },
  {
    name: { en: "Pulse Oximeter", vi: "Máy đo SpO2 kẹp ngón tay" },
    meta: { en: "Oxygen saturation and pulse in seconds.", vi: "Đo nồng độ oxy trong máu và nhịp tim trong vài giây." },
    description: {
      en: "Fingertip pulse oximeter showing blood oxygen saturation (SpO2) and pulse rate on a bright display.\nWith a lanyard and two AAA batteries.",
      vi: "Máy đo kẹp ngón tay hiển thị nồng độ oxy trong máu (SpO2) và nhịp tim trên màn hình sáng rõ.\nKèm dây đeo và hai pin AAA.",
    },
    image: "pulse-oximeter",
    category: "Medical devices",
    usd: 2999,
    vnd: 720_000,
    stock: 30,
  },
  {
    name: { en: "Probiotic Capsules", vi: "Viên men vi sinh" },
    meta: { en: "Ten billion live cultures for digestion.", vi: "Mười tỷ lợi khuẩn sống cho hệ tiêu hóa." },
    description: {
      en: "Ten billion live cultures of eight strains in delayed-release capsules, 30 capsules.\nOne capsule a day for a balanced digestion.",
      vi: "Mười tỷ lợi khuẩn sống thuộc tám chủng trong viên nang giải phóng chậm, hộp 30 viên.\nMỗi ngày một viên giúp cân bằng hệ tiêu hóa.",
    },
    image: "probiotic",
    category: "Supplements",
    usd: 1599,
    vnd: 380_000,
    stock: 0,
    status: "inactive",
  },
  {
    name: { en: "Red Ginseng Extract", vi: "Cao hồng sâm" },
    meta: { en: "Six-year Korean red ginseng extract.", vi: "Cao hồng sâm Hàn Quốc sáu năm tuổi." },
    description: {
      en: "Concentrated extract of six-year-old Korean red ginseng, 240 g.\nTake a small spoonful dissolved in warm water in the morning.",
      vi: "Cao đặc hồng sâm Hàn Quốc sáu năm tuổi, lọ 240 g.\nMỗi sáng pha một muỗng nhỏ với nước ấm.",
    },
    image: "ginseng",
    category: "Health care",
    usd: 3999,
    vnd: 950_000,
    stock: 20,
    status: "waiting",
  },
  {
    name: { en: "Sunscreen SPF 50", vi: "Kem chống nắng SPF 50" },
    meta: { en: "Light, non-greasy broad-spectrum sunscreen.", vi: "Kem chống nắng phổ rộng, mỏng nhẹ, không nhờn." },
    description: {
      en: "Broad-spectrum SPF 50 PA++++ sunscreen with a light, non-greasy texture, 50 ml.\nWater resistant for 80 minutes.",
      vi: "Kem chống nắng phổ rộng SPF 50 PA++++, kết cấu mỏng nhẹ không nhờn, tuýp 50 ml.\nChống nước trong 80 phút.",
    },
    image: "sunscreen",
    category: "Personal care",
    usd: 1399,
    vnd: 330_000,
    stock: 50,
    status: "rejected",
  },
];

/** The demo stores' identity: names in Vietnamese, a short description in both languages, a logo and a banner. */
export interface DemoStore {
  account: string;
  name: Texts;
  description: Texts;
  /** seed-images/store-{image}-logo.png and -banner.png */
  image: string;
  /** Where buyers pay by bank transfer: a real bank's BIN, a made-up account number (decision 189). */
  bank: { bin: string; account: string; holder: string };
}

export const demoStores: DemoStore[] = [
  {
    account: "default",
    name: { en: "CCT System Store", vi: "Cửa hàng hệ thống CCT" },
    description: {
      en: "The marketplace's own store: supplements, medical devices and care products at member prices, shipped across Vietnam.",
      vi: "Cửa hàng chính thức của sàn: thực phẩm chức năng, thiết bị y tế và sản phẩm chăm sóc với giá thành viên, giao hàng toàn quốc.",
    },
    image: "default",
    bank: { bin: "970436", account: "0071000888999", holder: "CONG TY CCT MARKETPLACE" },
  },
  {
    account: "member01",
    name: { en: "Mai Member", vi: "Mai Member" },
    description: {
      en: "Mai's health corner in District 1: everyday supplements and family care, picked and checked by hand.",
      vi: "Góc sức khỏe của Mai ở Quận 1: thực phẩm chức năng hằng ngày và đồ chăm sóc gia đình, chọn lọc và kiểm tra kỹ từng món.",
    },
    image: "member01",
    bank: { bin: "970422", account: "0901234567", holder: "NGUYEN THI MAI" },
  },
  {
    account: "member02",
    name: { en: "Nam Member", vi: "Nam Member" },
    description: {
      en: "Nam's small shop of vitamins and home medical devices, with friendly advice by phone.",
      vi: "Cửa hàng nhỏ của Nam với vitamin và thiết bị y tế gia đình, tư vấn tận tình qua điện thoại.",
    },
    image: "member02",
    bank: { bin: "970407", account: "19036655443322", holder: "TRAN VAN NAM" },
  },
  {
    account: "lananhpharma",
    name: { en: "Lan Anh Pharmacy", vi: "Nhà thuốc Lan Anh" },
    description: {
      en: "A family pharmacy since 2009: licensed pharmacists, genuine products and same-day delivery in the city.",
      vi: "Nhà thuốc gia đình từ năm 2009: dược sĩ có chứng chỉ hành nghề, hàng chính hãng, giao trong ngày nội thành.",
    },
    image: "lananhpharma",
    bank: { bin: "970418", account: "21410000123456", holder: "NHA THUOC LAN ANH" },
  },
  {
    account: "hoasenhealth",
    name: { en: "Hoa Sen Health", vi: "Sức khỏe Hoa Sen" },
    description: {
      en: "Natural remedies and herbal teas from Vietnamese farms, alongside the essentials of a home medicine cabinet.",
      vi: "Sản phẩm thiên nhiên và trà thảo mộc từ các nông trại Việt Nam, cùng những món thiết yếu cho tủ thuốc gia đình.",
    },
    image: "hoasenhealth",
    bank: { bin: "970415", account: "108870001234", holder: "LE THI HOA SEN" },
  },
  {
    account: "minhchaucare",
    name: { en: "Minh Chau Care", vi: "Chăm sóc Minh Châu" },
    description: {
      en: "Care for parents and grandparents: monitors, supports and supplements chosen for older people.",
      vi: "Chăm sóc ông bà, cha mẹ: máy đo, dụng cụ hỗ trợ và thực phẩm chức năng dành cho người cao tuổi.",
    },
    image: "minhchaucare",
    bank: { bin: "970416", account: "24681357", holder: "PHAM MINH CHAU" },
  },
];
