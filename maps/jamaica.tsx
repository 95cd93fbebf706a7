<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="jamaica" tilewidth="64" tileheight="64" tilecount="91" columns="8">
 <image source="../assets/tiles/jamaica.png" width="512" height="768"/>
 <tile id="0">
  <properties>
   <property name="name" value="sea"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="name" value="sea_waves"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="name" value="sea_waves_b"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="name" value="sea_sparkle"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="name" value="coast_1"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="name" value="coast_2"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="name" value="coast_3"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="name" value="coast_4"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="name" value="coast_5"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="name" value="coast_6"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="name" value="coast_7"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="name" value="coast_8"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="name" value="coast_9"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="name" value="coast_10"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="name" value="coast_11"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="name" value="coast_12"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="name" value="coast_13"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="name" value="coast_14"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="name" value="coast_15"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="name" value="jungle_1"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="name" value="jungle_2"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="name" value="jungle_3"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="name" value="jungle_4"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="name" value="jungle_5"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="name" value="jungle_6"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="name" value="jungle_7"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="name" value="jungle_8"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="name" value="jungle_9"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="name" value="jungle_10"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="name" value="jungle_11"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="name" value="jungle_12"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="name" value="jungle_13"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="name" value="jungle_14"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="name" value="jungle_15"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="name" value="palm_a"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="name" value="palm_b"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="name" value="trees"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="name" value="rocks"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="name" value="reef"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="name" value="mountain"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="name" value="mountain_b"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="name" value="hut"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="name" value="fort"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="name" value="islet_palm"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="name" value="islet_rocks"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="name" value="compass_nw"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="name" value="compass_ne"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="name" value="compass_sw"/>
  </properties>
 </tile>
 <tile id="48">
  <properties>
   <property name="name" value="compass_se"/>
  </properties>
 </tile>
 <tile id="49">
  <properties>
   <property name="name" value="tray_sun"/>
  </properties>
 </tile>
 <tile id="50">
  <properties>
   <property name="name" value="tray_moon"/>
  </properties>
 </tile>
 <tile id="51">
  <properties>
   <property name="name" value="tray_deck"/>
  </properties>
 </tile>
 <tile id="52">
  <properties>
   <property name="name" value="tray_chest"/>
  </properties>
 </tile>
 <tile id="53">
  <properties>
   <property name="name" value="tray_fort"/>
  </properties>
 </tile>
 <tile id="54">
  <properties>
   <property name="name" value="marker_port_royal"/>
  </properties>
 </tile>
 <tile id="55">
  <properties>
   <property name="name" value="marker_port_3"/>
  </properties>
 </tile>
 <tile id="56">
  <properties>
   <property name="name" value="marker_port_5"/>
  </properties>
 </tile>
 <tile id="57">
  <properties>
   <property name="name" value="marker_port_7"/>
  </properties>
 </tile>
 <tile id="58">
  <properties>
   <property name="name" value="marker_sea_1"/>
  </properties>
 </tile>
 <tile id="59">
  <properties>
   <property name="name" value="marker_sea_2"/>
  </properties>
 </tile>
 <tile id="60">
  <properties>
   <property name="name" value="marker_sea_3"/>
  </properties>
 </tile>
 <tile id="61">
  <properties>
   <property name="name" value="marker_sea_4"/>
  </properties>
 </tile>
 <tile id="62">
  <properties>
   <property name="name" value="marker_lair"/>
  </properties>
 </tile>
 <tile id="63">
  <properties>
   <property name="name" value="badge_2"/>
  </properties>
 </tile>
 <tile id="64">
  <properties>
   <property name="name" value="badge_3"/>
  </properties>
 </tile>
 <tile id="65">
  <properties>
   <property name="name" value="badge_4"/>
  </properties>
 </tile>
 <tile id="66">
  <properties>
   <property name="name" value="badge_5"/>
  </properties>
 </tile>
 <tile id="67">
  <properties>
   <property name="name" value="badge_6"/>
  </properties>
 </tile>
 <tile id="68">
  <properties>
   <property name="name" value="badge_7"/>
  </properties>
 </tile>
 <tile id="69">
  <properties>
   <property name="name" value="badge_8"/>
  </properties>
 </tile>
 <tile id="70">
  <properties>
   <property name="name" value="badge_9"/>
  </properties>
 </tile>
 <tile id="71">
  <properties>
   <property name="name" value="badge_10"/>
  </properties>
 </tile>
 <tile id="72">
  <properties>
   <property name="name" value="badge_15"/>
  </properties>
 </tile>
 <tile id="73">
  <properties>
   <property name="name" value="badge_-5"/>
  </properties>
 </tile>
 <tile id="74">
  <properties>
   <property name="name" value="route_5"/>
  </properties>
 </tile>
 <tile id="75">
  <properties>
   <property name="name" value="route_9"/>
  </properties>
 </tile>
 <tile id="76">
  <properties>
   <property name="name" value="route_17"/>
  </properties>
 </tile>
 <tile id="77">
  <properties>
   <property name="name" value="route_18"/>
  </properties>
 </tile>
 <tile id="78">
  <properties>
   <property name="name" value="route_20"/>
  </properties>
 </tile>
 <tile id="79">
  <properties>
   <property name="name" value="route_21"/>
  </properties>
 </tile>
 <tile id="80">
  <properties>
   <property name="name" value="route_33"/>
  </properties>
 </tile>
 <tile id="81">
  <properties>
   <property name="name" value="route_36"/>
  </properties>
 </tile>
 <tile id="82">
  <properties>
   <property name="name" value="route_65"/>
  </properties>
 </tile>
 <tile id="83">
  <properties>
   <property name="name" value="route_66"/>
  </properties>
 </tile>
 <tile id="84">
  <properties>
   <property name="name" value="route_68"/>
  </properties>
 </tile>
 <tile id="85">
  <properties>
   <property name="name" value="route_69"/>
  </properties>
 </tile>
 <tile id="86">
  <properties>
   <property name="name" value="route_72"/>
  </properties>
 </tile>
 <tile id="87">
  <properties>
   <property name="name" value="route_80"/>
  </properties>
 </tile>
 <tile id="88">
  <properties>
   <property name="name" value="route_81"/>
  </properties>
 </tile>
 <tile id="89">
  <properties>
   <property name="name" value="route_132"/>
  </properties>
 </tile>
 <tile id="90">
  <properties>
   <property name="name" value="route_148"/>
  </properties>
 </tile>
 <wangsets>
  <wangset name="coast" type="corner" tile="-1">
   <wangcolor name="sea" color="#ff3b7fb4" tile="-1" probability="1"/>
   <wangcolor name="sand" color="#ffe8cd96" tile="-1" probability="1"/>
   <wangtile tileid="4" wangid="0,1,0,1,0,2,0,1"/>
   <wangtile tileid="5" wangid="0,1,0,2,0,1,0,1"/>
   <wangtile tileid="6" wangid="0,1,0,2,0,2,0,1"/>
   <wangtile tileid="7" wangid="0,2,0,1,0,1,0,1"/>
   <wangtile tileid="8" wangid="0,2,0,1,0,2,0,1"/>
   <wangtile tileid="9" wangid="0,2,0,2,0,1,0,1"/>
   <wangtile tileid="10" wangid="0,2,0,2,0,2,0,1"/>
   <wangtile tileid="11" wangid="0,1,0,1,0,1,0,2"/>
   <wangtile tileid="12" wangid="0,1,0,1,0,2,0,2"/>
   <wangtile tileid="13" wangid="0,1,0,2,0,1,0,2"/>
   <wangtile tileid="14" wangid="0,1,0,2,0,2,0,2"/>
   <wangtile tileid="15" wangid="0,2,0,1,0,1,0,2"/>
   <wangtile tileid="16" wangid="0,2,0,1,0,2,0,2"/>
   <wangtile tileid="17" wangid="0,2,0,2,0,1,0,2"/>
   <wangtile tileid="18" wangid="0,2,0,2,0,2,0,2"/>
  </wangset>
  <wangset name="jungle" type="corner" tile="-1">
   <wangcolor name="sand" color="#ff3b7fb4" tile="-1" probability="1"/>
   <wangcolor name="jungle" color="#ffe8cd96" tile="-1" probability="1"/>
   <wangtile tileid="19" wangid="0,1,0,1,0,2,0,1"/>
   <wangtile tileid="20" wangid="0,1,0,2,0,1,0,1"/>
   <wangtile tileid="21" wangid="0,1,0,2,0,2,0,1"/>
   <wangtile tileid="22" wangid="0,2,0,1,0,1,0,1"/>
   <wangtile tileid="23" wangid="0,2,0,1,0,2,0,1"/>
   <wangtile tileid="24" wangid="0,2,0,2,0,1,0,1"/>
   <wangtile tileid="25" wangid="0,2,0,2,0,2,0,1"/>
   <wangtile tileid="26" wangid="0,1,0,1,0,1,0,2"/>
   <wangtile tileid="27" wangid="0,1,0,1,0,2,0,2"/>
   <wangtile tileid="28" wangid="0,1,0,2,0,1,0,2"/>
   <wangtile tileid="29" wangid="0,1,0,2,0,2,0,2"/>
   <wangtile tileid="30" wangid="0,2,0,1,0,1,0,2"/>
   <wangtile tileid="31" wangid="0,2,0,1,0,2,0,2"/>
   <wangtile tileid="32" wangid="0,2,0,2,0,1,0,2"/>
   <wangtile tileid="33" wangid="0,2,0,2,0,2,0,2"/>
  </wangset>
 </wangsets>
</tileset>
